// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { SettingsAuditEntry } from '@raritet/contracts/settings';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { jsonResponse, renderWithApp } from '../../../../lib/test-render.tsx';
import { SettingsAudit } from './settings-audit.tsx';

const entry = (id: number, fields: string[]): SettingsAuditEntry => ({
  id,
  changedAt: '2026-11-28T10:00:00.000Z',
  userId: 1,
  userEmail: 'admin@raritet.test',
  fields,
  kind: 'save',
  group: null,
  result: null,
});

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['admin']);
});

beforeEach(() => {
  const items = [entry(2, ['smtp.Host', 'smtp.Port']), entry(1, ['readLimits.BookPagesPerDay'])];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse(200, { items })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the settings audit', () => {
  it('is a list of items only (axe: a list holds only <li>), each entry ruled off from the one above', async () => {
    renderWithApp(<SettingsAudit />, { user: null });
    const list = await screen.findByRole('list', { name: i18n.t('admin:settings.audit.listLabel') });
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(list.children[0]!.textContent).toContain('admin@raritet.test');
  });
});
