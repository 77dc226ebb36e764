import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentToc } from '../components/document-toc.tsx';
import { NumberedSection } from '../components/numbered-section.tsx';
import { infoTextValues, offerDateText } from '../lib/links.ts';
import { asSections, asStringList } from '../lib/translated-lists.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const TOC_ID = 'terms-contents';

function sectionId(index: number): string {
  return `terms-section-${index + 1}`;
}

/** /terms: the public offer. The Russian text is authoritative; the English one says it is a translation. */
export function TermsPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('terms.title'));

  const preamble = asStringList(t('terms.preamble', { returnObjects: true, ...infoTextValues }));
  const sections = asSections(t('terms.sections', { returnObjects: true, ...infoTextValues }));

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('terms.title')}</Typography>
      <Typography variant="subtitle1" color="textSecondary" sx={{ mt: 1 }}>
        {t('terms.subtitle')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('terms.updated', { date: offerDateText })}
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('terms.languageNote')}
      </Alert>

      {preamble.map((paragraph, index) => (
        <Typography
          key={index}
          variant="body1"
          sx={{ mt: 2, textAlign: { xs: 'left', sm: 'justify' }, hyphens: 'auto' }}
        >
          {paragraph}
        </Typography>
      ))}

      <DocumentToc
        id={TOC_ID}
        items={sections.map((section, index) => ({ id: sectionId(index), label: `${index + 1}. ${section.title}` }))}
      />

      {sections.map((section, index) => (
        <NumberedSection
          key={sectionId(index)}
          id={sectionId(index)}
          number={index + 1}
          title={section.title}
          paragraphs={section.paragraphs}
          tocId={TOC_ID}
        />
      ))}

      <Divider sx={{ my: 3 }} />
      <Link component={RouterLink} to="/contacts" underline="hover">
        {t('terms.contactsLink')}
      </Link>
    </Container>
  );
}
