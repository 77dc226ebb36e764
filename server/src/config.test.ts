import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoMode, parseConfig, paymentsMode, salesSourceOf } from './config.ts';

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      logLevel: 'info',
      searchTimeoutMs: 5000,
      alertMaxSaleAgeDays: 3,
    });
    expect(parseConfig({ ALERT_MAX_SALE_AGE_DAYS: ' 30 ' }).alertMaxSaleAgeDays).toBe(30);
    expect(parseConfig({ ALERT_MAX_SALE_AGE_DAYS: '' }).alertMaxSaleAgeDays).toBe(3);
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('turns the YooKassa, SMTP, Telegram, S3 and image variables into the admin settings they pin', () => {
    expect(parseConfig({}).environmentSettings).toEqual({});
    expect(parseConfig({ YOOKASSA_SHOP_ID: '123', YOOKASSA_SECRET_KEY: 'live_x' }).environmentSettings).toEqual({
      yandexKassa: { ShopId: '123', SecretKey: 'live_x' },
    });
    expect(parseConfig({ YOOKASSA_API_URL: 'http://127.0.0.1:9/v3/' }).yookassaApiUrl).toBe('http://127.0.0.1:9/v3');
    expect(parseConfig({}).yookassaApiUrl).toBe('https://api.yookassa.ru/v3');
    const pinned = parseConfig({
      SMTP_URL: 'smtps://mailer%40raritet.ru:p%40ss@smtp.yandex.ru',
      SMTP_FROM: 'Раритет <mailer@raritet.ru>',
      TELEGRAM_BOT_TOKEN: '123:abc',
      S3_ENDPOINT: 'https://storage.yandexcloud.net/',
      S3_BUCKET: 'raritet-images',
      IMAGE_DIR: '/mnt/img',
    }).environmentSettings;
    expect(pinned).toEqual({
      smtp: {
        Host: 'smtp.yandex.ru',
        Port: 465,
        User: 'mailer@raritet.ru',
        Pass: 'p@ss',
        Security: 'tls',
        From: 'Раритет <mailer@raritet.ru>',
      },
      telegramBot: { Token: '123:abc' },
      yandexCloud: { ServiceUrl: 'https://storage.yandexcloud.net', BucketName: 'raritet-images' },
    });
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525?security=none' }).environmentSettings.smtp).toEqual({
      Host: '127.0.0.1',
      Port: 2525,
      User: '',
      Pass: '',
      Security: 'none',
    });
  });

  it('takes payments through the demo checkout only when chosen, or by default on the embedded demo start', () => {
    expect(parseConfig({}).payments).toBeUndefined();
    expect(paymentsMode(parseConfig({}), true)).toBe('demo');
    expect(paymentsMode(parseConfig({ DATABASE_URL: 'postgres://db/raritet' }), false)).toBe('yookassa');
    expect(paymentsMode(parseConfig({ PAYMENTS: 'demo' }), false)).toBe('demo');
    expect(paymentsMode(parseConfig({ PAYMENTS: 'yookassa' }), true)).toBe('yookassa');
    expect(() => parseConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
  });

  it('runs demo mode by default on the embedded database only; with DATABASE_URL nothing is invented unless DEMO=1', () => {
    expect(parseConfig({}).demo).toBeUndefined();
    expect(demoMode(parseConfig({}), true)).toBe(true);
    expect(demoMode(parseConfig({ DATABASE_URL: 'postgres://db/raritet' }), false)).toBe(false);
    expect(demoMode(parseConfig({ DATABASE_URL: 'postgres://db/raritet', DEMO: '1' }), false)).toBe(true);
    expect(demoMode(parseConfig({ DEMO: 'true' }), false)).toBe(true);
    expect(demoMode(parseConfig({ DEMO: '0' }), true)).toBe(false);
    expect(demoMode(parseConfig({ DEMO: '' }), true)).toBe(true);
    expect(() => parseConfig({ DEMO: 'yes' })).toThrow(/DEMO/);
  });

  it('takes new sales from the simulator in demo mode and from nowhere outside it, unless SALES_SOURCE says', () => {
    expect(parseConfig({}).salesSource).toBeUndefined();
    expect(salesSourceOf(parseConfig({}), true)).toBe('simulator');
    expect(salesSourceOf(parseConfig({}), false)).toBe('off');
    expect(salesSourceOf(parseConfig({ SALES_SOURCE: 'meshok' }), true)).toBe('meshok');
    expect(salesSourceOf(parseConfig({ SALES_SOURCE: 'off' }), true)).toBe('off');
    // The simulator is part of demo mode.
    expect(() => parseConfig({ DEMO: '0', SALES_SOURCE: 'simulator' })).toThrow(/SALES_SOURCE=simulator/);
  });

  it('fills a 230,000-lot demo archive by default, in DATA_DIR/images for pictures; DEMO_BOOKS=0 turns it off', () => {
    expect(parseConfig({})).toMatchObject({ demoBooks: 230_000, demoSeed: 1, imageDir: path.resolve('./data/images') });
    expect(parseConfig({ DATA_DIR: '/srv/raritet' }).imageDir).toBe(path.resolve('/srv/raritet/images'));
    expect(parseConfig({ DEMO_BOOKS: '0', DEMO_SEED: '42', IMAGE_DIR: '/mnt/img' })).toMatchObject({
      demoBooks: 0,
      demoSeed: 42,
      imageDir: path.resolve('/mnt/img'),
    });
    // The operator's folder: the admin's LocalPathOfImages is a folder inside it, not pinned.
    expect(parseConfig({ IMAGE_DIR: '/mnt/img' }).environmentSettings).toEqual({});
    expect(parseConfig({ DEMO_BOOKS: '' }).demoBooks).toBe(230_000);
  });

  it('trusts no proxy unless TRUST_PROXY names them, as a hop count, addresses or ranges', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8,192.168.0.0/255.255.0.0' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', JWT_SECRET: ' ' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'a@b.ru' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ YOOKASSA_SECRET_KEY: 'live_x' }, 'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY'],
    [{ YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 's', YOOKASSA_API_URL: 'nope' }, 'YOOKASSA_API_URL'],
    [{ SMTP_URL: 'http://mail.example.ru' }, 'SMTP_URL'],
    [{ SETTINGS_KEY: 'short' }, 'SETTINGS_KEY'],
    [{ TELEGRAM_API_ROOT: 'not a url' }, 'TELEGRAM_API_ROOT'],
    [{ DEMO_BOOKS: '-5' }, 'DEMO_BOOKS'],
    [{ DEMO_BOOKS: 'many' }, 'DEMO_BOOKS'],
    [{ DEMO_SEED: '1.5' }, 'DEMO_SEED'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ SEARCH_TIMEOUT_MS: '10' }, 'SEARCH_TIMEOUT_MS'],
    [{ SEARCH_TIMEOUT_MS: '5s' }, 'SEARCH_TIMEOUT_MS'],
    [{ ALERT_MAX_SALE_AGE_DAYS: '0' }, 'ALERT_MAX_SALE_AGE_DAYS'],
    [{ ALERT_MAX_SALE_AGE_DAYS: '2.5' }, 'ALERT_MAX_SALE_AGE_DAYS'],
    [{ ALERT_MAX_SALE_AGE_DAYS: 'week' }, 'ALERT_MAX_SALE_AGE_DAYS'],
  ])('%j names %s in the error', (env, variable) => {
    expect(() => parseConfig(env)).toThrow(variable);
  });
});
