import type { Catalogue } from './catalogue.ts';

/** The admin panel's category cleanup: analysis, deletion and merge. */
export const categoryCleanupMessages = {
  category_not_found: { ru: 'Категория не найдена.', en: 'Category not found.' },
  category_names_required: {
    ru: 'Пожалуйста, введите названия категорий, разделенные запятыми',
    en: 'Please enter category names separated by commas',
  },
  category_names_invalid: {
    ru: 'Названия категорий передаются списком строк.',
    en: 'Category names must be sent as a list of strings.',
  },
  category_names_too_many: {
    ru: 'Слишком много названий категорий в одном запросе (не больше 1000).',
    en: 'Too many category names in one request (at most 1000).',
  },
  category_name_too_long: {
    ru: 'Название категории слишком длинное (не больше 500 символов).',
    en: 'A category name is too long (at most 500 characters).',
  },
  category_merge_sources_required: {
    ru: 'Выберите категории, которые нужно объединить.',
    en: 'Choose the categories to merge.',
  },
  category_merge_too_many: {
    ru: 'Слишком много категорий в одном объединении (не больше 100).',
    en: 'Too many categories in one merge (at most 100).',
  },
  category_merge_target_in_sources: {
    ru: 'Категория, в которую переносятся лоты, не может быть среди объединяемых.',
    en: 'The category the lots move to cannot be among the ones merged into it.',
  },
  categories_deleted: {
    ru: 'Удалено категорий: {{categories}}, лотов: {{books}}, записей в избранном: {{favorites}}.',
    en: 'Deleted categories: {{categories}}, lots: {{books}}, favourites: {{favorites}}.',
  },
  categories_merged: {
    ru: 'Лотов перенесено в категорию «{{target}}»: {{books}}. Удалено опустевших категорий: {{categories}}.',
    en: 'Lots moved to the category “{{target}}”: {{books}}. Emptied categories deleted: {{categories}}.',
  },
} as const satisfies Catalogue;
