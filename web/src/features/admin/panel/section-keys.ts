import { ADMIN_SECTION_KEYS, type AdminSectionKey } from '@raritet/contracts/admin-panel';

export { ADMIN_SECTION_KEYS, type AdminSectionKey };

/** `/admin?section=subplans`: the open section lives in the URL, so reload and back keep it. */
export const SECTION_PARAM = 'section';

const FALLBACK_SECTION: AdminSectionKey = 'subplans';

export function isAdminSectionKey(value: unknown): value is AdminSectionKey {
  return typeof value === 'string' && (ADMIN_SECTION_KEYS as readonly string[]).includes(value);
}

/**
 * The section to show for the URL's value: that section when the key is known (even one not built yet,
 * so a bookmark says what it is), otherwise the first section that works, otherwise 'subplans'.
 */
export function resolveSectionKey(param: string | null, available: readonly AdminSectionKey[]): AdminSectionKey {
  if (isAdminSectionKey(param)) return param;
  return ADMIN_SECTION_KEYS.find((key) => available.includes(key)) ?? FALLBACK_SECTION;
}
