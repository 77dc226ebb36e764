import { describe, expect, it } from 'vitest';
import { adminSettingsFormValues, type AdminSettings } from '@raritet/contracts/settings';
import { checkBody } from './check-body.ts';

const settings: AdminSettings = {
  yandexKassa: { ShopId: '', SecretKey: '', ReturnUrl: '', WebhookUrl: '' },
  yandexDisk: { Token: '' },
  typeOfAccessImages: { UseLocalFiles: 'true', LocalPathOfImages: '' },
  yandexCloud: { AccessKey: '', SecretKey: '', ServiceUrl: '', BucketName: '' },
  smtp: { Host: 'smtp.yandex.ru', Port: 465, User: 'mailer', Pass: '••••1234', From: '', Security: 'tls' },
  cacheSettings: { LocalCachePath: 'image_cache', DaysToKeep: 30, MaxCacheSizeMB: 200 },
  telegramBot: { Token: '' },
  bookUpdate: { CategoryIds: '1', IntervalMinutes: 30 },
  readLimits: { BookPagesPerDay: 1000, PriceStatisticsPerDay: 2000 },
};

describe('the body of a check', () => {
  const form = adminSettingsFormValues(settings);

  it("is the group's current inputs only, numbers read, the mask kept", () => {
    expect(checkBody('smtp', { ...form, telegramBot: { Token: ' typed ' } })).toEqual({
      ok: true,
      body: {
        smtp: { Host: 'smtp.yandex.ru', Port: 465, User: 'mailer', Pass: '••••1234', From: '', Security: 'tls' },
      },
    });
    expect(checkBody('telegramBot', { ...form, telegramBot: { Token: ' typed ' } })).toEqual({
      ok: true,
      body: { telegramBot: { Token: 'typed' } },
    });
  });

  it("names the group's first bad input, whatever the other groups hold", () => {
    const broken = {
      ...form,
      smtp: { ...form.smtp, Port: '70000' },
      cacheSettings: { ...form.cacheSettings, DaysToKeep: '-1' },
    };
    expect(checkBody('smtp', broken)).toEqual({ ok: false, field: 'smtp.Port', code: 'settings_port_invalid' });
    expect(checkBody('telegramBot', broken).ok).toBe(true);
  });
});
