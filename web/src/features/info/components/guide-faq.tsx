import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { infoTextValues } from '../lib/links.ts';
import { asFaqItems } from '../lib/translated-lists.ts';
import { BulletList } from './bullet-list.tsx';
import { InfoSection } from './info-section.tsx';

/** Troubleshooting as accordions: one question each, a checklist when the answer has several steps. */
export function GuideFaq({ id }: { id: string }) {
  const { t } = useTranslation('info');
  const items = asFaqItems(t('guide.faq.items', { returnObjects: true, ...infoTextValues }));

  return (
    <InfoSection id={id} title={t('guide.faq.title')}>
      {items.map((item, index) => (
        <Accordion key={item.question} disableGutters variant="outlined" defaultExpanded={index === 0}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-q${index + 1}`}
            aria-controls={`${id}-a${index + 1}`}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {item.answers.length === 1 ? (
              <Typography variant="body1">{item.answers[0]}</Typography>
            ) : (
              <BulletList items={item.answers} />
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </InfoSection>
  );
}
