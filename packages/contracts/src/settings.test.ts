import { describe, expect, it } from 'vitest';
import {
  AdminSettingsFormValues,
  adminSettingsFormValues,
  cacheNumberEntry,
  maskSecret,
  type AdminSettings,
} from './settings.ts';

const loaded: AdminSettings = {
  yandexKassa: { ShopId: '506751', SecretKey: maskSecret('live_secret-5678'), ReturnUrl: '', WebhookUrl: '' },
  yandexDisk: { Token: '' },
  typeOfAccessImages: { UseLocalFiles: 'true', LocalPathOfImages: '' },
  yandexCloud: { AccessKey: '', SecretKey: '', ServiceUrl: '', BucketName: '' },
  smtp: { Host: 'smtp.yandex.ru', Port: 587, User: '', Pass: '', From: '', Security: 'starttls' },
  cacheSettings: { LocalCachePath: 'image_cache', DaysToKeep: 30, MaxCacheSizeMB: 200 },
  telegramBot: { Token: '' },
  bookUpdate: { CategoryIds: '13870,13871', IntervalMinutes: 30 },
  readLimits: { BookPagesPerDay: 1000, PriceStatisticsPerDay: 2000 },
};

function issues(values: unknown) {
  const result = AdminSettingsFormValues.safeParse(values);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
}

describe('the admin settings form schema', () => {
  const form = adminSettingsFormValues(loaded);

  it('posts back what it loaded: numbers as numbers, the mask as it came', () => {
    const body = AdminSettingsFormValues.parse(form);
    expect(body.smtp?.Port).toBe(587);
    expect(body.yandexKassa?.SecretKey).toBe('••••5678');
    expect(body.cacheSettings).toEqual({ LocalCachePath: 'image_cache', DaysToKeep: 30, MaxCacheSizeMB: 200 });
  });

  it('reads a cache entry as an integer and an invalid one as 0, but refuses a negative', () => {
    expect(cacheNumberEntry('abc')).toBe('0');
    expect(cacheNumberEntry('')).toBe('0');
    expect(cacheNumberEntry(' 12 дней')).toBe('12');
    expect(cacheNumberEntry('-3')).toBe('-3');
    const body = AdminSettingsFormValues.parse({ ...form, cacheSettings: { ...form.cacheSettings, DaysToKeep: 'x' } });
    expect(body.cacheSettings?.DaysToKeep).toBe(0);
    expect(issues({ ...form, cacheSettings: { ...form.cacheSettings, MaxCacheSizeMB: '-1' } })).toEqual([
      ['cacheSettings.MaxCacheSizeMB', 'settings_cache_number_invalid'],
    ]);
  });

  it('gives each field the message the server would', () => {
    expect(issues({ ...form, smtp: { ...form.smtp, Port: '0' } })).toEqual([['smtp.Port', 'settings_port_invalid']]);
    expect(issues({ ...form, smtp: { ...form.smtp, Port: '65536' } })).toEqual([
      ['smtp.Port', 'settings_port_invalid'],
    ]);
    expect(issues({ ...form, smtp: { ...form.smtp, Port: '' } })).toEqual([['smtp.Port', 'settings_port_invalid']]);
    expect(issues({ ...form, yandexKassa: { ...form.yandexKassa, WebhookUrl: 'https://raritet.example/' } })).toEqual([
      ['yandexKassa.WebhookUrl', 'settings_url_trailing_slash'],
    ]);
    expect(issues({ ...form, yandexKassa: { ...form.yandexKassa, ReturnUrl: 'raritet.example' } })).toEqual([
      ['yandexKassa.ReturnUrl', 'settings_url_invalid'],
    ]);
    expect(issues({ ...form, bookUpdate: { ...form.bookUpdate, IntervalMinutes: '2' } })).toEqual([
      ['bookUpdate.IntervalMinutes', 'settings_interval_invalid'],
    ]);
  });

  // The rule comes from ADR 0041, settings that cannot be turned against the service.
  it('takes folders only as relative paths inside their place', () => {
    const cache = (LocalCachePath: string) =>
      issues({ ...form, cacheSettings: { ...form.cacheSettings, LocalCachePath } });
    for (const good of ['', 'image_cache', 'кэш/2026', 'a b/c-d_e.f']) expect(cache(good), good).toEqual([]);
    for (const absolute of ['/srv', '\\server\\share', 'C:\\data', '~/cache']) {
      expect(cache(absolute), absolute).toEqual([['cacheSettings.LocalCachePath', 'settings_path_absolute']]);
    }
    for (const climbing of ['.', '..', '../db', 'a/../../b', 'a//b', 'a/', '.hidden']) {
      expect(cache(climbing), climbing).toEqual([['cacheSettings.LocalCachePath', 'settings_path_invalid']]);
    }
    expect(issues({ ...form, typeOfAccessImages: { ...form.typeOfAccessImages, LocalPathOfImages: '/etc' } })).toEqual([
      ['typeOfAccessImages.LocalPathOfImages', 'settings_path_absolute'],
    ]);
  });
});
