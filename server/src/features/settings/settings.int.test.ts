import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsResponse } from '@raritet/contracts/settings';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createPayment, planIdByName } from '../../../test/billing-factories.ts';
import { bearer, createAdmin, registerUser } from '../../../test/factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { startFakeBotApi, type FakeBotApi } from '../../../test/fakes/fake-bot-api.ts';
import { startYooKassaFake, type YooKassaFake } from '../../../test/fakes/fake-yookassa.ts';

const SMTP_PASS = 'smtp-password-never-shown-1234';
const KASSA_SECRET = 'live_kassa-secret-never-shown-5678';
const BOT_TOKEN = '123456:bot-token-never-shown-abcd';

describe('admin settings', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const logLines: string[] = [];
  let smtpA: TestSmtpServer;
  let smtpB: TestSmtpServer;
  let kassa: YooKassaFake;
  let bot: FakeBotApi;
  let s3: S3rver;
  let s3Url: string;
  let s3Dir: string;

  const get = async (token = admin) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/adminsettings', headers: bearer(token) })
    ).json() as AdminSettingsResponse;
  const post = (payload: unknown, token = admin) =>
    t.app.inject({ method: 'POST', url: '/api/adminsettings', headers: bearer(token), payload: payload as object });
  const check = (group: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/adminsettings/check/${group}`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    smtpA = await startSmtpServer({ user: { name: 'mailer', pass: SMTP_PASS } });
    smtpB = await startSmtpServer();
    kassa = await startYooKassaFake({ shopId: '506751', secretKey: KASSA_SECRET });
    bot = await startFakeBotApi();
    bot.bots.set(BOT_TOKEN, { id: 42, username: 'raritet_test_bot', first_name: 'Раритет' });
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'raritet-images', configs: [] }],
    });
    const address = (await s3.run()) as { port: number };
    s3Url = `http://127.0.0.1:${address.port}`;
    t = await createTestApp({ YOOKASSA_API_URL: kassa.url, TELEGRAM_API_ROOT: bot.url }, { logLines });
    admin = (await createAdmin(t.app, t.services)).token;
    user = (await registerUser(t.app, t.database)).token;
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([smtpA?.close(), smtpB?.close(), kassa?.close(), bot?.close(), s3?.close()]);
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('are for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/adminsettings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminsettings', headers: bearer(user) })).statusCode).toBe(
      403,
    );
    expect((await post({ smtp: { Host: 'evil.example' } }, user)).statusCode).toBe(403);
    expect((await check('smtp')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/adminsettings/check/smtp', headers: bearer(user) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/adminsettings/audit', headers: bearer(user) })).statusCode,
    ).toBe(403);
  });

  it('start with the spec defaults, every group present', async () => {
    const settings = await get();
    expect(settings).toEqual({
      yandexKassa: { ShopId: '', SecretKey: '', ReturnUrl: '', WebhookUrl: '' },
      yandexDisk: { Token: '' },
      typeOfAccessImages: { UseLocalFiles: 'true', LocalPathOfImages: '' },
      yandexCloud: { AccessKey: '', SecretKey: '', ServiceUrl: '', BucketName: '' },
      smtp: { Host: '', Port: 587, User: '', Pass: '', From: '', Security: 'starttls' },
      cacheSettings: { LocalCachePath: 'image_cache', DaysToKeep: 30, MaxCacheSizeMB: 200 },
      telegramBot: { Token: '' },
      bookUpdate: { CategoryIds: '13870,13871,13872,13873,13874,13875,13876', IntervalMinutes: 30 },
      readLimits: { BookPagesPerDay: 1000, PriceStatisticsPerDay: 2000 },
      lockedByEnvironment: [],
      status: { payments: { mode: 'demo', state: 'demo' } },
    });
  });

  it('save whole, answer secrets masked, keep a posted mask, clear on empty', async () => {
    const saved = await post({
      ...(await get()),
      yandexKassa: {
        ShopId: '506751',
        SecretKey: KASSA_SECRET,
        ReturnUrl: '',
        WebhookUrl: 'https://raritet.example/api',
      },
      smtp: {
        Host: '127.0.0.1',
        Port: '2525',
        User: 'mailer',
        Pass: SMTP_PASS,
        From: 'Раритет <a@raritet.example>',
        Security: 'none',
      },
      telegramBot: { Token: 'short' },
      cacheSettings: { LocalCachePath: 'cache', DaysToKeep: 7, MaxCacheSizeMB: '0' },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as AdminSettingsResponse;
    expect(body.yandexKassa).toEqual({
      ShopId: '506751',
      SecretKey: '••••5678',
      ReturnUrl: '',
      WebhookUrl: 'https://raritet.example/api',
    });
    expect(body.smtp).toMatchObject({ Port: 2525, Pass: '••••1234' });
    // A short secret shows none of its characters.
    expect(body.telegramBot.Token).toBe('••••');
    expect(body.cacheSettings).toEqual({ LocalCachePath: 'cache', DaysToKeep: 7, MaxCacheSizeMB: 0 });
    expect(await get()).toEqual(body);

    // The form posts back what it loaded: masks keep the secrets.
    expect((await post({ ...body, smtp: { ...body.smtp, From: 'b@raritet.example' } })).statusCode).toBe(200);
    expect((await t.services.settings.current()).smtp).toMatchObject({ Port: 2525, Pass: SMTP_PASS });
    // Another port with the mask: the stored password is not sent there (ADR 0041).
    const moved = await post({ ...body, smtp: { ...body.smtp, Port: 2526 } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'settings_secret_required', field: 'smtp.Pass' });
    expect((await post({ smtp: { From: 'a@raritet.example' } })).statusCode).toBe(200);
    expect((await t.services.settings.current()).yandexKassa.SecretKey).toBe(KASSA_SECRET);
    // An empty text clears; a missing field keeps.
    expect((await post({ telegramBot: { Token: '' }, smtp: { Host: '127.0.0.1' } })).statusCode).toBe(200);
    const current = await t.services.settings.current();
    expect(current.telegramBot.Token).toBe('');
    expect(current.smtp).toMatchObject({ Host: '127.0.0.1', Port: 2525, Pass: SMTP_PASS });
  });

  it('keep secrets encrypted at rest: the raw row holds none of them', async () => {
    const [row] = await t.database.query<{ value: unknown }>(
      "select value from app_settings where key = 'admin-settings'",
    );
    const raw = JSON.stringify(row?.value);
    expect(raw).not.toContain(SMTP_PASS);
    expect(raw).not.toContain(KASSA_SECRET);
    expect(raw).not.toContain('5678');
    expect(raw).toMatch(/"smtp\.Pass":"v1\.[\w-]+\.[\w-]+\.[\w-]+"/);
    expect(raw).toContain('"smtp.Host":"127.0.0.1"');
  });

  it('refuse bad values with the field and its own message, and save nothing', async () => {
    const before = await get();
    const cases: [object, string, string][] = [
      [{ smtp: { Port: 0 } }, 'settings_port_invalid', 'smtp.Port'],
      [{ smtp: { Port: 65536 } }, 'settings_port_invalid', 'smtp.Port'],
      [{ smtp: { Port: 'abc' } }, 'settings_port_invalid', 'smtp.Port'],
      [{ smtp: { Port: { a: 1 } } }, 'settings_port_invalid', 'smtp.Port'],
      [{ smtp: { Host: 'smtp://x/y' } }, 'settings_host_invalid', 'smtp.Host'],
      [{ smtp: { From: 'not an address' } }, 'settings_from_invalid', 'smtp.From'],
      [{ smtp: { Security: 'ssl3' } }, 'settings_smtp_security_invalid', 'smtp.Security'],
      [{ cacheSettings: { DaysToKeep: -1 } }, 'settings_cache_number_invalid', 'cacheSettings.DaysToKeep'],
      [{ cacheSettings: { MaxCacheSizeMB: 1.5 } }, 'settings_cache_number_invalid', 'cacheSettings.MaxCacheSizeMB'],
      [
        { yandexKassa: { WebhookUrl: 'https://raritet.example/' } },
        'settings_url_trailing_slash',
        'yandexKassa.WebhookUrl',
      ],
      [{ yandexKassa: { ReturnUrl: 'ftp://raritet.example' } }, 'settings_url_invalid', 'yandexKassa.ReturnUrl'],
      [{ yandexCloud: { BucketName: 'Bad_Bucket' } }, 'settings_bucket_invalid', 'yandexCloud.BucketName'],
      [
        { typeOfAccessImages: { UseLocalFiles: 'yes' } },
        'settings_use_local_files_invalid',
        'typeOfAccessImages.UseLocalFiles',
      ],
      [{ bookUpdate: { IntervalMinutes: 1 } }, 'settings_interval_invalid', 'bookUpdate.IntervalMinutes'],
      [{ bookUpdate: { CategoryIds: '13870, abc' } }, 'settings_category_ids_invalid', 'bookUpdate.CategoryIds'],
      [{ readLimits: { BookPagesPerDay: 0 } }, 'settings_read_limit_invalid', 'readLimits.BookPagesPerDay'],
      [
        { readLimits: { PriceStatisticsPerDay: 1_000_001 } },
        'settings_read_limit_invalid',
        'readLimits.PriceStatisticsPerDay',
      ],
      [{ smtp: { User: 'x'.repeat(10_000) } }, 'settings_text_too_long', 'smtp.User'],
      [{ smtp: { User: 42 } }, 'settings_text_invalid', 'smtp.User'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
    }
    // Whole-body and character errors.
    expect((await post([1, 2])).statusCode).toBe(400);
    expect((await post({ smtp: 'x' })).statusCode).toBe(400);
    const nul = await post({ smtp: { User: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'text_invalid_character', field: 'smtp.User' });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/adminsettings',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"smtp":',
    });
    expect(raw.statusCode).toBe(400);
    expect(await get()).toEqual(before);
  });

  it('record who changed which fields, never the values', async () => {
    await post({ yandexDisk: { Token: 'disk-token-never-shown-9999' }, cacheSettings: { DaysToKeep: 8 } });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/adminsettings/audit?limit=5',
      headers: bearer(admin),
    });
    expect(audit.statusCode).toBe(200);
    const { items } = audit.json() as { items: { fields: string[]; userEmail: string; changedAt: string }[] };
    expect(items[0]).toMatchObject({
      fields: ['yandexDisk.Token', 'cacheSettings.DaysToKeep'],
      kind: 'save',
      group: null,
      result: null,
    });
    expect(items[0]!.userEmail).toMatch(/^admin-/);
    expect(audit.body).not.toContain('disk-token');
    expect(audit.body).not.toContain(SMTP_PASS);
    // A save that changes nothing leaves no entry.
    await post(await get());
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/adminsettings/audit?limit=5',
      headers: bearer(admin),
    });
    expect(again.json()).toEqual({ items });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/adminsettings/audit?limit=0', headers: bearer(admin) }))
        .statusCode,
    ).toBe(400);
  });

  it('reach the mailer live: the next e-mail goes to the newly saved server, no restart', async () => {
    await post({ smtp: { Host: smtpA.host, Port: smtpA.port, User: 'mailer', Pass: SMTP_PASS, Security: 'none' } });
    await (await t.services.mailer.get()).send({ to: 'reader@example.com', subject: 'Первое', text: 'A' });
    expect(smtpA.messages.map((m) => m.subject)).toEqual(['Первое']);
    expect(smtpA.messages[0]!.from?.text).toContain('a@raritet.example');

    await post({ smtp: { Host: smtpB.host, Port: smtpB.port, User: '', Pass: '', Security: 'none' } });
    await (await t.services.mailer.get()).send({ to: 'reader@example.com', subject: 'Второе', text: 'B' });
    expect(smtpB.messages.map((m) => m.subject)).toEqual(['Второе']);
    expect(smtpA.messages).toHaveLength(1);

    // No host: the outbox folder gets a complete .eml file.
    await post({ smtp: { Host: '' } });
    const sent = await (
      await t.services.mailer.get()
    ).send({ to: 'reader@example.com', subject: 'В папку', text: 'C' });
    expect(sent.via).toBe('outbox');
    const files = await readdir(path.join(t.config.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(t.config.dataDir, 'outbox', files[0]!), 'utf8')).toContain(
      'To: reader@example.com',
    );
  });

  it('check SMTP with the stored values or the posted ones, with the upstream error and no secret', async () => {
    await post({ smtp: { Host: smtpA.host, Port: smtpA.port, User: 'mailer', Pass: SMTP_PASS, Security: 'none' } });
    const ok = await check('smtp');
    expect(ok.json()).toEqual({
      ok: true,
      message: `The SMTP server 127.0.0.1:${smtpA.port} accepted the connection and the login.`,
    });

    const wrong = await check('smtp', { smtp: { Pass: 'wrong-password-typed-0000' } });
    expect(wrong.json()).toMatchObject({ ok: false });
    expect(wrong.json().message).toMatch(/^The SMTP server refused: .*Invalid/);
    expect(wrong.body).not.toContain('wrong-password-typed');
    expect(smtpA.logins.at(-1)).toEqual({ user: 'mailer', pass: 'wrong-password-typed-0000' });
    // The check did not save the posted values.
    expect((await t.services.settings.current()).smtp.Pass).toBe(SMTP_PASS);

    // Another port: only with the password given in the request (ADR 0041).
    const closed = await check('smtp', { smtp: { Host: '127.0.0.1', Port: 1, Pass: 'typed-for-the-check' } });
    expect(closed.json()).toEqual({
      ok: false,
      message: 'Could not connect to 127.0.0.1:1: the connection was refused, or the server speaks another protocol.',
    });
    expect((await check('smtp', { smtp: { Host: '' } })).json()).toEqual({
      ok: false,
      message: 'To check, fill in: smtp.Host.',
    });
  });

  it('check YooKassa, the bucket and the bot against their APIs', async () => {
    await post({ yandexKassa: { ShopId: '506751', SecretKey: KASSA_SECRET } });
    expect((await check('yandexKassa')).json()).toEqual({
      ok: true,
      message: 'YooKassa answered: shop 506751 is reachable (test mode: true).',
    });
    const refused = (await check('yandexKassa', { yandexKassa: { SecretKey: 'live_wrong-secret-1111' } })).json();
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toContain('401');

    const cloud = { ServiceUrl: s3Url, AccessKey: 'S3RVER', SecretKey: 'S3RVER', BucketName: 'raritet-images' };
    expect((await check('yandexCloud', { yandexCloud: cloud })).json()).toEqual({
      ok: true,
      message: 'Bucket raritet-images is reachable: a probe file was written and deleted.',
    });
    const missingBucket = (
      await check('yandexCloud', { yandexCloud: { ...cloud, BucketName: 'no-such-bucket' } })
    ).json();
    expect(missingBucket).toMatchObject({ ok: false });
    expect(missingBucket.message).toBe('The store refused: NotFound (HTTP 404)');

    expect((await check('telegramBot', { telegramBot: { Token: BOT_TOKEN } })).json()).toEqual({
      ok: true,
      message: 'Bot @raritet_test_bot (Раритет) answers.',
    });
    const badBot = (await check('telegramBot', { telegramBot: { Token: '999:unknown-token-never-shown' } })).json();
    expect(badBot).toMatchObject({ ok: false });
    expect(JSON.stringify(badBot)).not.toContain('unknown-token-never-shown');
    expect(bot.calls.at(-1)).toMatchObject({ method: 'getMe' });

    expect((await check('yandexDisk')).statusCode).toBe(400);
  });

  it('never write a secret to the log', async () => {
    const secrets = [
      SMTP_PASS,
      KASSA_SECRET,
      BOT_TOKEN,
      'wrong-password-typed',
      'unknown-token-never-shown',
      'disk-token-never',
    ];
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

describe('admin settings the environment sets', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://env-user:env-pass-never-shown-4321@mail.example.ru:2525',
      TELEGRAM_BOT_TOKEN: '777:env-bot-token-never-shown',
      YOOKASSA_SHOP_ID: '111',
      YOOKASSA_SECRET_KEY: 'live_env-secret-never-shown',
    });
    admin = (await createAdmin(t.app, t.services)).token;
  });
  afterAll(async () => t?.close());

  it('are named read only, shown masked, and a save leaves them as they are', async () => {
    const view = (
      await t.app.inject({ method: 'GET', url: '/api/adminsettings', headers: bearer(admin) })
    ).json() as AdminSettingsResponse;
    expect(view.lockedByEnvironment).toEqual([
      'yandexKassa.ShopId',
      'yandexKassa.SecretKey',
      'smtp.Host',
      'smtp.Port',
      'smtp.User',
      'smtp.Pass',
      'smtp.Security',
      'telegramBot.Token',
    ]);
    expect(view.smtp).toMatchObject({ Host: 'mail.example.ru', Port: 2525, User: 'env-user', Pass: '••••4321' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/adminsettings',
      headers: bearer(admin),
      payload: { smtp: { Host: 'other.example.ru', Port: 25, From: 'a@b.ru' }, yandexKassa: { ShopId: '222' } },
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as AdminSettingsResponse;
    expect(after.smtp).toMatchObject({ Host: 'mail.example.ru', Port: 2525, From: 'a@b.ru' });
    expect(after.yandexKassa.ShopId).toBe('111');
    expect((await t.services.settings.current()).telegramBot.Token).toBe('777:env-bot-token-never-shown');
    // The database holds none of the environment's values.
    const [row] = await t.database.query<{ value: unknown }>(
      "select value from app_settings where key = 'admin-settings'",
    );
    expect(JSON.stringify(row?.value)).not.toMatch(/env-|mail\.example|"111"/);
  });
});

describe('the payment gateway from the settings', () => {
  let t: TestApp;
  let admin: string;
  let kassa: YooKassaFake;

  beforeAll(async () => {
    kassa = await startYooKassaFake({ shopId: '506751', secretKey: KASSA_SECRET });
    t = await createTestApp({
      PAYMENTS: 'yookassa',
      YOOKASSA_API_URL: kassa.url,
      PUBLIC_URL: 'https://raritet.example',
    });
    admin = (await createAdmin(t.app, t.services)).token;
  });
  afterAll(async () => {
    await t?.close();
    await kassa?.close();
  });

  it('takes the saved shop and its return page without a restart (before it: no payments, never the demo)', async () => {
    const plan = await planIdByName(t, 'Базовый');
    const first = await createPayment(t, (await registerUser(t.app, t.database)).token, plan);
    expect(first.statusCode).toBe(503);
    expect(first.json().code).toBe('payments_unavailable');
    expect(kassa.requests).toHaveLength(0);

    await t.app.inject({
      method: 'POST',
      url: '/api/adminsettings',
      headers: bearer(admin),
      payload: {
        yandexKassa: { ShopId: '506751', SecretKey: KASSA_SECRET, ReturnUrl: 'https://shop.example/back?from=kassa' },
      },
    });
    const second = await createPayment(t, (await registerUser(t.app, t.database)).token, plan);
    expect(second.statusCode).toBe(200);
    expect(second.json().redirectUrl).toBe(kassa.lastPayment().confirmation?.confirmation_url);
    const sent = kassa.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`506751:${KASSA_SECRET}`).toString('base64')}`);
    expect((sent.body as { confirmation: { return_url: string } }).confirmation.return_url).toBe(
      `https://shop.example/back?from=kassa&paymentId=${second.json().paymentId}`,
    );
  });
});
