/**
 * The admin panel's 12 sections, in the order of its tabs: each key is the `section` value of the panel's
 * address (`/admin?section=subplans`), so the keys are part of the product's addresses.
 */
export const ADMIN_SECTION_KEYS = [
  'users',
  'export',
  'settings',
  'import',
  'bookupdate',
  'subplans',
  'categories',
  'userexport',
  'userimport',
  'subscriptionplanexport',
  'subscriptionplanimport',
  'telegram',
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTION_KEYS)[number];
