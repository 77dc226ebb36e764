import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type TocItem = { id: string; label: string };

type DocumentTocProps = { id: string; items: TocItem[] };

/** Table of contents: plain hash links, so each entry also works when copied or opened in a new tab. */
export function DocumentToc({ id, items }: DocumentTocProps) {
  const { t } = useTranslation('info');

  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      id={id}
      sx={{ p: 2, my: 3, scrollMarginTop: 80 }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {t('common.tableOfContents')}
      </Typography>
      <List dense component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {items.map((item) => (
          <ListItem key={item.id} sx={{ px: 0 }}>
            <Link href={`#${item.id}`} underline="hover">
              {item.label}
            </Link>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
