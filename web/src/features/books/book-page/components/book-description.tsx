import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isBlank, parseDescriptionHtml } from '../lib/sanitize-description.ts';
import { renderSafeNodes } from '../lib/render-safe-nodes.tsx';

interface BookDescriptionProps {
  html: string;
  /** The plain-text description, used when the HTML one is empty. */
  text: string;
}

export function BookDescription({ html, text }: BookDescriptionProps) {
  const { t } = useTranslation('book');
  const nodes = useMemo(() => parseDescriptionHtml(html), [html]);

  let content;
  if (!isBlank(nodes)) content = renderSafeNodes(nodes);
  else if (text.trim() !== '')
    content = (
      <Box component="p" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Box>
    );
  else content = <Typography color="textSecondary">{t('description.empty')}</Typography>;

  return (
    <Box component="section" aria-labelledby="book-description-title">
      <Typography id="book-description-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('description.title')}
      </Typography>
      <Box
        sx={{
          lineHeight: 1.65,
          overflowWrap: 'anywhere',
          '& p': { mt: 0, mb: 1.25 },
          '& ul, & ol': { mt: 0, mb: 1.25, pl: 3 },
          '& li': { mb: 0.5 },
          '& > :last-child': { mb: 0 },
        }}
      >
        {content}
      </Box>
    </Box>
  );
}
