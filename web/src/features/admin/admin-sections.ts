import type { ComponentType } from 'react';
import { ADMIN_SECTION_KEYS, type AdminSectionKey } from './panel/section-keys.ts';
import { BookUpdateSection } from './book-update/components/book-update-section.tsx';
import { SettingsSection } from './settings/components/settings-section.tsx';
import { CategoryCleanupSection } from './category-cleanup/components/category-cleanup-section.tsx';
import { PlansSection } from './plans/components/admin-plans-section.tsx';
import { UsersSection } from './users/components/users-section.tsx';
import { MessagingBotSection } from './messaging-bot/components/messaging-bot-section.tsx';
import { PlanExportSection } from './transfers/plan-export/components/plan-export-section.tsx';
import { PlanImportSection } from './transfers/plan-import/components/plan-import-section.tsx';
import { ArchiveExportSection } from './transfers/archive-export/components/archive-export-section.tsx';
import { ArchiveImportSection } from './transfers/archive-import/components/archive-import-section.tsx';
import { UserExportSection } from './transfers/user-export/components/user-export-section.tsx';
import { UserImportSection } from './transfers/user-import/components/user-import-section.tsx';

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
  categories: CategoryCleanupSection,
  telegram: MessagingBotSection,
  subscriptionplanexport: PlanExportSection,
  subscriptionplanimport: PlanImportSection,
  export: ArchiveExportSection,
  import: ArchiveImportSection,
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
