import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type NumberedSectionProps = {
  id: string;
  number: number;
  title: string;
  paragraphs: string[];
  /** Anchor of the table of contents, for the 'back to contents' link. */
  tocId: string;
};

/** One section of a legal document: 'N. Title' and clauses numbered N.1, N.2, … */
export function NumberedSection({ id, number, title, paragraphs, tocId }: NumberedSectionProps) {
  const { t } = useTranslation('info');

  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      {/* scrollMarginTop keeps the heading clear of the sticky app bar after an anchor jump */}
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 2, scrollMarginTop: 80 }}>
        {`${number}. ${title}`}
      </Typography>
      {paragraphs.map((paragraph, index) => (
        <Typography
          key={index}
          variant="body1"
          sx={{ mb: 1.5, textAlign: { xs: 'left', sm: 'justify' }, hyphens: 'auto' }}
        >
          <Box component="span" sx={{ fontWeight: 500, mr: 1 }}>{`${number}.${index + 1}.`}</Box>
          {paragraph}
        </Typography>
      ))}
      <Link href={`#${tocId}`} variant="body2" underline="hover">
        {t('common.backToContents')}
      </Link>
    </Box>
  );
}
