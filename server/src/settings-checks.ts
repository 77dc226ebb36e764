import type { AdminSettings } from '@raritet/contracts/settings';
import type { Config } from './config.ts';
import type { CheckOutcome, SettingsChecks } from './features/settings/service.ts';
import { smtpTransport } from './integrations/mailer/mailer.ts';
import { checkBucket } from './integrations/s3/check.ts';
import { botIdentity } from './integrations/telegram/check.ts';
import { createYooKassaClient } from './integrations/yookassa/client.ts';

/** The fields a check needs, named as the form names them, or undefined when all are filled. */
function missing(settings: AdminSettings, paths: string[]): CheckOutcome | undefined {
  const empty = paths.filter((path) => {
    const [group, field] = path.split('.') as [keyof AdminSettings, string];
    return String((settings[group] as Record<string, unknown>)[field] ?? '') === '';
  });
  return empty.length > 0
    ? { ok: false, code: 'settings_check_incomplete', params: { fields: empty.join(', ') } }
    : undefined;
}

/**
 * The real check of each settings group (POST /api/adminsettings/check/{group}): each talks to the
 * outside service with the given values, the way the feature that uses them will.
 */
export function createSettingsChecks(config: Pick<Config, 'yookassaApiUrl' | 'telegramApiRoot'>): SettingsChecks {
  return {
    async smtp(settings) {
      const incomplete = missing(settings, ['smtp.Host']);
      if (incomplete) return incomplete;
      const transport = smtpTransport(settings.smtp);
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
      return {
        ok: true,
        code: 'settings_check_smtp_ok',
        params: { host: settings.smtp.Host, port: settings.smtp.Port },
      };
    },

    async yandexKassa(settings) {
      const incomplete = missing(settings, ['yandexKassa.ShopId', 'yandexKassa.SecretKey']);
      if (incomplete) return incomplete;
      const shop = await createYooKassaClient({
        shopId: settings.yandexKassa.ShopId,
        secretKey: settings.yandexKassa.SecretKey,
        apiUrl: config.yookassaApiUrl,
      }).getShop();
      return {
        ok: true,
        code: 'settings_check_yookassa_ok',
        params: { shopId: shop.account_id, test: String(shop.test) },
      };
    },

    async yandexCloud(settings) {
      const incomplete = missing(settings, [
        'yandexCloud.ServiceUrl',
        'yandexCloud.AccessKey',
        'yandexCloud.SecretKey',
        'yandexCloud.BucketName',
      ]);
      if (incomplete) return incomplete;
      const { ServiceUrl, AccessKey, SecretKey, BucketName } = settings.yandexCloud;
      await checkBucket({ endpoint: ServiceUrl, accessKey: AccessKey, secretKey: SecretKey, bucket: BucketName });
      return { ok: true, code: 'settings_check_s3_ok', params: { bucket: BucketName } };
    },

    async telegramBot(settings) {
      const incomplete = missing(settings, ['telegramBot.Token']);
      if (incomplete) return incomplete;
      const bot = await botIdentity(settings.telegramBot.Token, config.telegramApiRoot);
      return { ok: true, code: 'settings_check_telegram_ok', params: { username: bot.username, name: bot.firstName } };
    },
  };
}
