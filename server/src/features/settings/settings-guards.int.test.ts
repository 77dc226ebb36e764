import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsAuditList } from '@raritet/contracts/settings';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { ForbiddenAddressError } from '../../lib/outbound-address.ts';

/** ADR 0041: folders, checks and saved destinations an administrator cannot turn against the service. */

const SMTP_PASS = 'stored-smtp-password-4321';
const S3_SECRET = 'stored-s3-secret-key-8765';
const KASSA_SECRET = 'live_stored-kassa-secret-0987';

describe('admin settings that cannot be turned against the service', () => {
  let t: TestApp;
  let admin: string;
  let home: TestSmtpServer;
  let stranger: TestSmtpServer;
  const logLines: string[] = [];

  const post = (payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/adminsettings',
      headers: { ...bearer(admin), 'accept-language': lang },
      payload,
    });
  const check = (group: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/adminsettings/check/${group}`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload,
    });
  const latestAudit = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/adminsettings/audit?limit=1', headers: bearer(admin) })
      ).json() as SettingsAuditList
    ).items[0];

  beforeAll(async () => {
    home = await startSmtpServer({ user: { name: 'mailer', pass: SMTP_PASS } });
    stranger = await startSmtpServer({ user: { name: 'mailer', pass: 'never-matches' } });
    t = await createTestApp({}, { logLines });
    admin = (await createAdmin(t.app, t.services)).token;
    const saved = await post({
      smtp: { Host: home.host, Port: home.port, User: 'mailer', Pass: SMTP_PASS, Security: 'none' },
      yandexCloud: {
        ServiceUrl: 'https://storage.yandexcloud.net',
        AccessKey: 'key-id',
        SecretKey: S3_SECRET,
        BucketName: 'raritet-images',
      },
      yandexKassa: { ShopId: '506751', SecretKey: KASSA_SECRET },
    });
    expect(saved.statusCode).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([home?.close(), stranger?.close()]);
  });

  it('refuse folders outside their place, naming the field, in both languages', async () => {
    const cases: [object, string, string][] = [
      [{ cacheSettings: { LocalCachePath: '/srv' } }, 'settings_path_absolute', 'cacheSettings.LocalCachePath'],
      [{ cacheSettings: { LocalCachePath: '.' } }, 'settings_path_invalid', 'cacheSettings.LocalCachePath'],
      [{ cacheSettings: { LocalCachePath: '../db' } }, 'settings_path_invalid', 'cacheSettings.LocalCachePath'],
      [{ cacheSettings: { LocalCachePath: 'a/../../x' } }, 'settings_path_invalid', 'cacheSettings.LocalCachePath'],
      [{ cacheSettings: { LocalCachePath: 'C:\\data' } }, 'settings_path_absolute', 'cacheSettings.LocalCachePath'],
      [
        { typeOfAccessImages: { LocalPathOfImages: '/etc' } },
        'settings_path_absolute',
        'typeOfAccessImages.LocalPathOfImages',
      ],
      [
        { typeOfAccessImages: { LocalPathOfImages: '..' } },
        'settings_path_invalid',
        'typeOfAccessImages.LocalPathOfImages',
      ],
    ];
    for (const [payload, code, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code, field, message: expect.stringContaining(field) });
    }
    const russian = (await post({ cacheSettings: { LocalCachePath: '/srv' } }, 'ru')).json();
    expect(russian.message).toBe(
      'cacheSettings.LocalCachePath: укажите папку относительно каталога данных сервиса, без «/» в начале, например image_cache.',
    );
    // Folders inside their place are kept as typed.
    expect((await post({ cacheSettings: { LocalCachePath: 'кэш/2026' } })).statusCode).toBe(200);
    expect((await t.services.settings.current()).cacheSettings.LocalCachePath).toBe('кэш/2026');
  });

  it('do not use a folder stored before the rule: the default instead, and a warning', async () => {
    const stored = (await t.services.settings.read('admin-settings')) as { values: Record<string, unknown> };
    const values = {
      ...stored.values,
      'cacheSettings.LocalCachePath': '/srv',
      'typeOfAccessImages.LocalPathOfImages': '../../etc',
    };
    await t.services.settings.write('admin-settings', { ...stored, values });
    await t.services.settings.start();
    const current = await t.services.settings.current();
    expect(current.cacheSettings.LocalCachePath).toBe('image_cache');
    expect(current.typeOfAccessImages.LocalPathOfImages).toBe('');
    expect(logLines.join('\n')).toMatch(/"field":"cacheSettings\.LocalCachePath".*not used/);
    // The stores are made from those defaults.
    expect((await t.services.imageStore.get()).description).toBe(`local folder ${t.config.dataDir}/images`);
  });

  it('refuse a check of another host without its password, connect nowhere, and record it', async () => {
    const elsewhere = { Host: stranger.host, Port: stranger.port };
    for (const payload of [{ smtp: elsewhere }, { smtp: { ...elsewhere, Pass: '••••4321' } }]) {
      const refused = await check('smtp', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'settings_secret_required',
        field: 'smtp.Pass',
        message:
          'smtp.Pass: the address, port, user or shop changed, so enter the secret again. The stored secret is never sent to a new destination.',
      });
    }
    expect(stranger.logins).toEqual([]);
    expect(await latestAudit()).toMatchObject({
      kind: 'check',
      group: 'smtp',
      result: 'blocked',
      fields: ['smtp.Host', 'smtp.Port', 'smtp.Pass'],
      userEmail: expect.stringMatching(/^admin-/),
    });

    // With a password of its own, the check goes there with that one only.
    const typed = await check('smtp', { smtp: { ...elsewhere, Pass: 'typed-for-this-check' } });
    expect(typed.json()).toMatchObject({ ok: false, message: expect.stringMatching(/^The SMTP server refused: 535/) });
    expect(stranger.logins).toEqual([{ user: 'mailer', pass: 'typed-for-this-check' }]);
    expect(await latestAudit()).toMatchObject({ kind: 'check', group: 'smtp', result: 'rejected' });

    // The stored destination is checked with the stored password, as before.
    expect((await check('smtp', {})).json()).toMatchObject({ ok: true });
    expect(await latestAudit()).toMatchObject({ kind: 'check', group: 'smtp', result: 'ok', fields: [] });
    const audit = await t.app.inject({ method: 'GET', url: '/api/adminsettings/audit', headers: bearer(admin) });
    expect(audit.body).not.toContain(SMTP_PASS);
    expect(audit.body).not.toContain('typed-for-this-check');
  });

  it('refuse to save a new destination without its secret, naming the secret field', async () => {
    const cases: [object, string][] = [
      [{ smtp: { Host: 'mail.elsewhere.example' } }, 'smtp.Pass'],
      [{ smtp: { User: 'someone-else' } }, 'smtp.Pass'],
      [{ yandexCloud: { ServiceUrl: 'https://s3.elsewhere.example' } }, 'yandexCloud.SecretKey'],
      [{ yandexCloud: { AccessKey: 'other-key-id', SecretKey: '••••8765' } }, 'yandexCloud.SecretKey'],
      [{ yandexKassa: { ShopId: '999999' } }, 'yandexKassa.SecretKey'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'settings_secret_required', field });
    }
    expect((await t.services.settings.current()).smtp.Host).toBe(home.host);
    // With the secret typed again, or with the destination cleared, the save goes through.
    expect((await post({ yandexKassa: { ShopId: '999999', SecretKey: 'live_new-secret-1111' } })).statusCode).toBe(200);
    expect((await post({ yandexCloud: { ServiceUrl: '' } })).statusCode).toBe(200);
  });

  it('refuse link-local and metadata addresses, in checks and in use', async () => {
    const forbidden: [string, object][] = [
      ['smtp', { smtp: { Host: '169.254.169.254', Port: 25, Pass: 'typed' } }],
      ['smtp', { smtp: { Host: 'metadata.google.internal', Pass: 'typed' } }],
      ['smtp', { smtp: { Host: 'fe80::1', Pass: 'typed' } }],
      [
        'yandexCloud',
        {
          yandexCloud: {
            ServiceUrl: 'http://[fd00:ec2::254]',
            AccessKey: 'a',
            SecretKey: 'typed',
            BucketName: 'raritet-images',
          },
        },
      ],
      [
        'yandexCloud',
        {
          yandexCloud: {
            ServiceUrl: 'http://100.100.100.200',
            AccessKey: 'a',
            SecretKey: 'typed',
            BucketName: 'raritet-images',
          },
        },
      ],
    ];
    for (const [group, payload] of forbidden) {
      const response = await check(group, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^The address .* is not allowed/),
      });
      expect(await latestAudit()).toMatchObject({ kind: 'check', group, result: 'blocked' });
    }
    // The mailer, too: a saved link-local host is never connected to.
    expect((await post({ smtp: { Host: '169.254.169.254', Port: 25, User: '', Pass: '' } })).statusCode).toBe(200);
    const mailer = await t.services.mailer.get();
    await expect(mailer.send({ to: 'reader@example.com', subject: 'x', text: 'x' })).rejects.toBeInstanceOf(
      ForbiddenAddressError,
    );
  });
});
