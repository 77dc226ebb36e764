import type { ComponentType } from 'react';
import { ADMIN_SECTION_KEYS, type AdminSectionKey } from './panel/section-keys.ts';
import { BookUpdateSection } from './bookupdate/components/book-update-section.tsx';
import { SettingsSection } from './settings/components/settings-section.tsx';
import { CategoriesSection } from './categories/components/categories-section.tsx';
import { PlansSection } from './subplans/components/plans-section.tsx';
import { UsersSection } from './users/components/users-section.tsx';
import { TelegramSection } from './telegram/components/telegram-section.tsx';
import { PlanExportSection } from './subscriptionplanexport/components/plan-export-section.tsx';
import { PlanImportSection } from './subscriptionplanimport/components/plan-import-section.tsx';
import { DataExportSection } from './export/components/data-export-section.tsx';
import { DataImportSection } from './import/components/data-import-section.tsx';
import { UserExportSection } from './userexport/components/user-export-section.tsx';
import { UserImportSection } from './userimport/components/user-import-section.tsx';

/**
 * The section registry: a section whose issue has landed adds its component here (one line). Keys
 * without one show "Раздел пока недоступен". Titles and one-sentence purposes are `sections.<key>` in
 * locales/{ru,en}/admin.json; the tab order is ADMIN_SECTION_KEYS (the spec's order).
 */
const SECTION_COMPONENTS: Partial<Record<AdminSectionKey, ComponentType>> = {
  users: UsersSection,
  settings: SettingsSection,
  bookupdate: BookUpdateSection,
  subplans: PlansSection,
  categories: CategoriesSection,
  telegram: TelegramSection,
  subscriptionplanexport: PlanExportSection,
  subscriptionplanimport: PlanImportSection,
  export: DataExportSection,
  import: DataImportSection,
  userexport: UserExportSection,
  userimport: UserImportSection,
};

export interface AdminSection {
  key: AdminSectionKey;
  /** Null until the section is built. */
  Component: ComponentType | null;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_SECTION_KEYS.map((key) => ({
  key,
  Component: SECTION_COMPONENTS[key] ?? null,
}));

export const AVAILABLE_SECTION_KEYS: readonly AdminSectionKey[] = ADMIN_SECTIONS.filter(
  (section) => section.Component !== null,
).map((section) => section.key);
