import type { Transporter } from 'nodemailer';
import type { MessageCode } from '@raritet/contracts/messages';
import type { AdminSettings, CheckableGroup } from '@raritet/contracts/settings';
import type { Config } from './config.ts';
import { destinationLabel, type CheckOutcome, type SettingsChecks } from './features/settings/service.ts';
import { openSmtpTransport } from './integrations/mailer/mailer.ts';
import { checkBucket, S3RefusedError } from './integrations/s3/check.ts';
import { botIdentity } from './integrations/telegram/check.ts';
import { createYooKassaClient, YooKassaError } from './integrations/yookassa/client.ts';
import { ForbiddenAddressError } from './lib/outbound-address.ts';

/** The fields a check needs, named as the form names them, or undefined when all are filled. */
function missing(settings: AdminSettings, paths: string[]): CheckOutcome | undefined {
  const empty = paths.filter((path) => {
    const [group, field] = path.split('.') as [keyof AdminSettings, string];
    return String((settings[group] as Record<string, string | number | boolean | null>)[field] ?? '') === '';
  });
  return empty.length > 0
    ? { ok: false, result: 'blocked', code: 'settings_check_incomplete', params: { fields: empty.join(', ') } }
    : undefined;
}

/** Every error in a chain of causes (SDKs and fetch wrap the socket's error). */
function* causes(error: unknown): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) yield e;
}
const hasCode = (error: unknown, codes: readonly string[]) =>
  [...causes(error)].some((e) => {
    const { code, originalCode, name } = e as { code?: unknown; originalCode?: unknown; name?: unknown };
    return [code, originalCode, name].some((value) => typeof value === 'string' && codes.includes(value));
  });

/** A service's own words, as much as is safe to show: one line, printable, short. */
const serviceWords = (text: string) =>
  (text.split(/\r?\n/)[0] ?? '').replace(/[^\p{L}\p{N}\p{P}\p{Zs}+<>=|~^`$]/gu, '').slice(0, 200);

/**
 * What a check says when it could not talk to the service: only "not allowed", "name not found",
 * "timed out" or "refused", never the socket's own text, which may describe the inner network.
 * `rejected` words an answer of the service itself, when there was one.
 */
function failure(
  error: unknown,
  group: CheckableGroup,
  settings: AdminSettings,
  rejected: (error: unknown) => CheckOutcome | undefined,
): CheckOutcome {
  const host = destinationLabel(group, settings);
  const detail = error instanceof Error ? error.message : String(error);
  if ([...causes(error)].some((e) => e instanceof ForbiddenAddressError) || hasCode(error, ['EFORBIDDENADDRESS'])) {
    return { ok: false, result: 'blocked', code: 'settings_check_address_forbidden', params: { host }, detail };
  }
  const answered = rejected(error);
  if (answered) return { ...answered, detail };
  if (hasCode(error, ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME'])) {
    return { ok: false, result: 'refused', code: 'settings_check_host_not_found', params: { host }, detail };
  }
  if (hasCode(error, ['ETIMEDOUT', 'TimeoutError', 'ESOCKETTIMEDOUT'])) {
    return { ok: false, result: 'timed_out', code: 'settings_check_timed_out', params: { host, seconds: 10 }, detail };
  }
  return { ok: false, result: 'refused', code: 'settings_check_refused', params: { host }, detail };
}

const rejection = (code: MessageCode, reason: string): CheckOutcome => ({
  ok: false,
  result: 'rejected',
  code,
  params: { reason: serviceWords(reason) },
});

/** An SMTP reply (`535 Invalid login`) the server sent; anything else is no SMTP answer. */
function smtpReply(error: unknown): CheckOutcome | undefined {
  const { responseCode, response } = error as { responseCode?: unknown; response?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 200 || responseCode > 599) return undefined;
  if (typeof response !== 'string' || !response.startsWith(String(responseCode))) return undefined;
  return rejection('settings_check_smtp_failed', response);
}

/**
 * The real check of each settings group (POST /api/adminsettings/check/{group}): each talks to the
 * outside service with the given values, the way the feature that uses them will. The SMTP host and the
 * S3 endpoint (the admin's destinations) never reach link-local or metadata addresses (ADR 0041).
 */
export function createSettingsChecks(config: Pick<Config, 'yookassaApiUrl' | 'telegramApiRoot'>): SettingsChecks {
  return {
    async smtp(settings) {
      const incomplete = missing(settings, ['smtp.Host']);
      if (incomplete) return incomplete;
      let transport: Transporter | undefined;
      try {
        transport = await openSmtpTransport(settings.smtp);
        await transport.verify();
      } catch (error) {
        return failure(error, 'smtp', settings, smtpReply);
      } finally {
        transport?.close();
      }
      return {
        ok: true,
        result: 'ok',
        code: 'settings_check_smtp_ok',
        params: { host: settings.smtp.Host, port: settings.smtp.Port },
      };
    },

    async yandexKassa(settings) {
      const incomplete = missing(settings, ['yandexKassa.ShopId', 'yandexKassa.SecretKey']);
      if (incomplete) return incomplete;
      try {
        const shop = await createYooKassaClient({
          shopId: settings.yandexKassa.ShopId,
          secretKey: settings.yandexKassa.SecretKey,
          apiUrl: config.yookassaApiUrl,
        }).getShop();
        return {
          ok: true,
          result: 'ok',
          code: 'settings_check_yookassa_ok',
          params: { shopId: shop.account_id, test: String(shop.test) },
        };
      } catch (error) {
        return failure(error, 'yandexKassa', settings, (e) =>
          e instanceof YooKassaError && e.status !== undefined
            ? rejection('settings_check_yookassa_failed', e.message)
            : undefined,
        );
      }
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
      try {
        await checkBucket({ endpoint: ServiceUrl, accessKey: AccessKey, secretKey: SecretKey, bucket: BucketName });
      } catch (error) {
        return failure(error, 'yandexCloud', settings, (e) =>
          e instanceof S3RefusedError ? rejection('settings_check_s3_failed', e.message) : undefined,
        );
      }
      return { ok: true, result: 'ok', code: 'settings_check_s3_ok', params: { bucket: BucketName } };
    },

    async telegramBot(settings) {
      const incomplete = missing(settings, ['telegramBot.Token']);
      if (incomplete) return incomplete;
      try {
        const bot = await botIdentity(settings.telegramBot.Token, config.telegramApiRoot);
        return {
          ok: true,
          result: 'ok',
          code: 'settings_check_telegram_ok',
          params: { username: bot.username, name: bot.firstName },
        };
      } catch (error) {
        return failure(error, 'telegramBot', settings, (e) => {
          const { error_code: status, description } = e as { error_code?: unknown; description?: unknown };
          return typeof status === 'number'
            ? rejection(
                'settings_check_telegram_failed',
                `${status}${typeof description === 'string' ? `: ${description}` : ''}`,
              )
            : undefined;
        });
      }
    },
  };
}
