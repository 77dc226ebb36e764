import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import type { BookRecord } from '@raritet/contracts/transfers';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { importArchive, writeArchivePackage } from '../../../test/archive-transfer-factories.ts';
import { insertLots, subscriberWithLimit } from '../../../test/archive-factories.ts';
import { createAdmin } from '../../../test/factories.ts';
import { createPreference, notificationRows } from '../../../test/notification-factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createLotMatcher } from '../search/lot-matcher.ts';
import { createDeliveriesRepository } from './deliveries-repository.ts';
import { createMatching, soldSinceOf } from './matching.ts';
import { createPreferencesRepository } from './preferences-repository.ts';

/**
 * An archive re-import or a backfill stores sales of months ago under new ids; alerts are for
 * new sales only: never a lot sold before the preference existed, nor longer ago than
 * ALERT_MAX_SALE_AGE_DAYS (3 by default). Digests name each lot's author and year when known.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let admin: LoginResponse;
let subscriber: LoginResponse;
let scratch: string;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

function record(lot: number, title: string, soldAt: Date, extra: Partial<BookRecord> = {}): BookRecord {
  return {
    sourceLotId: 700_000_000 + lot,
    title,
    author: 'Державин Г.Р.',
    year: 1808,
    type: 'Книга',
    descriptionHtml: '<p>Сочиненія Державина. — СПб., 1808.</p>',
    descriptionText: 'Сочиненія Державина. — СПб., 1808.',
    sellerName: 'Букинист',
    publisher: null,
    language: 'Русский',
    categoryName: 'Поэзия',
    finalPrice: 10_000 + lot,
    saleDate: soldAt.toISOString(),
    city: null,
    imageNames: [],
    addedDate: soldAt.toISOString(),
    ...extra,
  };
}

async function until<T>(read: () => T, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: `smtp://${smtp.host}:${smtp.port}?security=none`,
    PUBLIC_URL: 'https://raritet.example',
  });
  admin = await createAdmin(t.app, t.services);
  subscriber = await subscriberWithLimit(t, 1000);
  scratch = await mkdtemp(path.join(os.tmpdir(), 'raritet-alert-age-'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('alerts only for new sales', () => {
  let older: number;
  let fresh: number;
  let ids: Record<string, number>;

  it('an archive import of old sales alerts nobody; its sales since the preference, within the window, are alerted', async () => {
    // A preference made ten days ago (its user has waited for Державин since) and one made now.
    older = (await createPreference(t, subscriber.token, { keywords: 'Державин' })).id;
    await t.database.query(
      `update notification_preferences set created_at = now() - interval '10 days' where id = $1`,
      [older],
    );
    fresh = (await createPreference(t, subscriber.token, { keywords: 'Державин', notificationFrequencyMinutes: 5 })).id;
    await t.database.query(`update notification_preferences set language = 'en' where id = $1`, [fresh]);

    const sold = {
      monthsAgo: daysAgo(90), // before both preferences
      fiveDaysAgo: daysAgo(5), // after the older one, beyond the 3-day window
      twoDaysAgo: daysAgo(2), // within the window, after the older one, before the fresh one
      justNow: new Date(), // after both
    };
    const books = Object.entries(sold).map(([key, at], index) =>
      record(
        index,
        `Сочиненія Державина (${key})`,
        at,
        index === 3
          ? {
              year: null,
              author: null,
              // No record to read an author or a year from (an import fills them from one, ADR 0045).
              descriptionHtml: '<p>Рукописный список оды «Богъ».</p>',
              descriptionText: 'Рукописный список оды «Богъ».',
            }
          : {},
      ),
    );
    // The last lot names Державин only in its description: no author or year to show.
    const file = path.join(scratch, 'archive.zip');
    const bytes = await writeArchivePackage(file, {
      categories: [
        {
          name: 'Поэзия',
          description: null,
          createdAt: daysAgo(400).toISOString(),
          updatedAt: daysAgo(400).toISOString(),
        },
      ],
      sellers: [{ name: 'Букинист' }],
      books: () => books,
    });
    const { progress } = await importArchive(t, admin.token, bytes);
    expect(progress).toMatchObject({ isFinished: true, isCancelledOrError: false });
    const rows = await t.database.query<{ id: number; source_lot_id: string }>(
      'select id, source_lot_id::text from books where source_lot_id >= 700000000 order by source_lot_id',
    );
    expect(rows).toHaveLength(4);
    ids = Object.fromEntries(Object.keys(sold).map((key, index) => [key, Number(rows[index]!.id)]));

    const matched = await t.services.notifications.match();
    expect(matched.created).toBe(3);
    const byPreference = (await notificationRows(t, subscriber.user.id)).reduce<Record<number, number[]>>(
      (all, row) => ({ ...all, [row.preference_id!]: [...(all[row.preference_id!] ?? []), row.book_id] }),
      {},
    );
    expect(byPreference[older]?.sort()).toEqual([ids.twoDaysAgo, ids.justNow].sort());
    expect(byPreference[fresh]).toEqual([ids.justNow]);
  });

  it('digests show each lot’s author and year when known, in the preference’s language', async () => {
    smtp.messages.length = 0;
    const delivered = await t.services.notifications.deliver();
    expect(delivered.sent).toBe(2);
    await until(
      () => smtp.messages.length,
      (n) => n >= 2,
    );
    const russian = smtp.messages.find((mail) => String(mail.text).includes('Цена'))!;
    const english = smtp.messages.find((mail) => String(mail.text).includes('Price'))!;
    const block = (text: string | undefined, title: string) =>
      String(text).slice(String(text).indexOf(title)).split('\n\n')[0]!;
    const twoDays = block(russian.text, 'Сочиненія Державина (twoDaysAgo)');
    expect(twoDays).toContain('  Автор: Державин Г.Р.\n  Год издания: 1808\n');
    expect(russian.html).toContain('Автор: <b>Державин Г.Р.</b>');
    expect(russian.html).toContain('Год издания: <b>1808</b>');
    const justNow = block(english.text, 'Сочиненія Державина (justNow)');
    expect(justNow).not.toMatch(/Author|Year/);
    expect(justNow).toContain('Price: 10 003 ₽');
    expect(russian.text).not.toContain('monthsAgo');
    expect(russian.text).not.toContain('fiveDaysAgo');
  });

  it('a backfill of lots sold before the preference, or beyond the window, matches nothing', async () => {
    const before = await notificationRows(t, subscriber.user.id);
    const lot = (title: string, date: Date) => ({
      title,
      author: 'Державин Г.Р.',
      seller: 'Букинист',
      category: 'Поэзия',
      price: 5_000,
      date: date.toISOString(),
    });
    await insertLots(t.database, [
      lot('Ода Бог', daysAgo(4)),
      lot('Фелица', daysAgo(1)), // within the window, but before the fresh preference
      lot('Водопад', daysAgo(400)),
    ]);
    const matched = await t.services.notifications.match();
    expect(matched.lots).toBe(3);
    const after = await notificationRows(t, subscriber.user.id);
    // Only the older preference (made ten days ago) gets 'Фелица', sold a day ago.
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ preference_id: older });
  });

  it('the window is a setting: with 30 days the sales since the older preference are alerted, earlier ones never', async () => {
    const [{ through }] = (await t.database.query<{ through: number }>(
      'select min(id)::int - 1 as through from books where source_lot_id >= 700000000',
    )) as [{ through: number }];
    await t.database.query('update notification_match_state set matched_through_id = $1, pending_ids = $2', [
      through,
      [],
    ]);
    const wide = createMatching({
      database: t.database,
      lots: createLotMatcher(t.database),
      preferences: createPreferencesRepository(t.database.db),
      deliveries: createDeliveriesRepository(t.database.db),
      maxSaleAgeDays: 30,
    });
    expect((await wide.run()).created).toBe(2);
    const olderRows = (await notificationRows(t, subscriber.user.id))
      .filter((row) => row.preference_id === older)
      .map((row) => row.book_id);
    expect(olderRows).toContain(ids.fiveDaysAgo);
    expect(olderRows).not.toContain(ids.monthsAgo);
  });

  it('soldSinceOf: the later of the preference’s creation and the window’s start', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(soldSinceOf({ createdAt: new Date('2026-11-01T00:00:00Z') }, now, 3)).toEqual(
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(soldSinceOf({ createdAt: new Date('2026-11-28T11:00:00Z') }, now, 3)).toEqual(
      new Date('2026-11-28T11:00:00Z'),
    );
  });
});
