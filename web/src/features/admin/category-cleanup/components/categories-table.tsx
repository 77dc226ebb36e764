import {
  Checkbox,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { CategoryChips } from './category-chips.tsx';
import type { CategoryListProps } from './category-list-props.ts';

/** Wide screens: one row per category, with a checkbox for the selection. */
export function CategoriesTable(props: CategoryListProps) {
  const { categories, selected, onToggle, onTogglePage, onDelete, onMerge } = props;
  const { t } = useTranslation('admin');
  const ids = categories.map((category) => category.id);
  const selectedOnPage = ids.filter((id) => selected.has(id)).length;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('categories.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={ids.length > 0 && selectedOnPage === ids.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < ids.length}
                onChange={(event) => onTogglePage(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('categories.table.selectPage') } }}
              />
            </TableCell>
            <TableCell>{t('categories.table.columns.name')}</TableCell>
            <TableCell align="right">{t('categories.table.columns.books')}</TableCell>
            <TableCell align="right">{t('categories.table.columns.unique')}</TableCell>
            <TableCell align="right">{t('categories.table.columns.exclusive')}</TableCell>
            <TableCell>{t('categories.table.columns.created')}</TableCell>
            <TableCell>{t('categories.table.columns.updated')}</TableCell>
            <TableCell align="right">{t('categories.table.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category) => (
            <TableRow key={category.id} hover selected={selected.has(category.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(category.id)}
                  onChange={() => onToggle(category.id)}
                  slotProps={{ input: { 'aria-label': t('categories.table.select', { name: category.name }) } }}
                />
              </TableCell>
              <TableCell component="th" scope="row">
                <Stack spacing={0.5}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {category.name}
                  </Typography>
                  <CategoryChips category={category} />
                </Stack>
              </TableCell>
              <TableCell align="right">{formatNumber(category.booksCount)}</TableCell>
              <TableCell align="right">{formatNumber(category.uniqueBooksCount)}</TableCell>
              <TableCell align="right">{formatNumber(category.exclusiveBooksCount)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(category.createdDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(category.lastUpdatedDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {category.hasDuplicates && (
                  <Tooltip title={t('categories.table.mergeShort')}>
                    <IconButton
                      aria-label={t('categories.table.merge', { name: category.name })}
                      onClick={() => onMerge(category)}
                    >
                      <CallMergeIcon />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={t('categories.table.deleteShort')}>
                  <IconButton
                    color="error"
                    aria-label={t('categories.table.delete', { name: category.name })}
                    onClick={() => onDelete(category)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
