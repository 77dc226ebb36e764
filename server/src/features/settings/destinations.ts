import {
  SECRET_DESTINATIONS,
  isSecretMask,
  type AdminSettings,
  type AdminSettingsPatch,
  type CheckableGroup,
  type SecretField,
} from '@raritet/contracts/settings';
import { fieldsOf } from './admin-settings.ts';

const valueAt = (settings: AdminSettings, path: string): string => {
  const [group, field] = path.split('.') as [keyof AdminSettings, string];
  return String((settings[group] as Record<string, string | number | boolean | null>)[field] ?? '');
};

/**
 * The secrets that must be typed again before `after` may be used (docs/adr/0041): a group whose
 * destination differs from `before` (both the settings in effect), while a secret is stored and the
 * patch gives none of its own (left out, or the mask). Clearing the destination needs nothing: no
 * secret goes anywhere then.
 */
export function secretsToReenter(
  before: AdminSettings,
  after: AdminSettings,
  patch: AdminSettingsPatch,
  locked: readonly string[],
): SecretField[] {
  const given = new Map(fieldsOf(patch));
  return (Object.entries(SECRET_DESTINATIONS) as [SecretField, readonly string[]][]).flatMap(([secret, fields]) => {
    const moved = fields.some((path) => valueAt(before, path) !== valueAt(after, path));
    const cleared = valueAt(after, fields[0]!) === '';
    const posted = given.get(secret);
    const typed = typeof posted === 'string' && !isSecretMask(posted) && !locked.includes(secret);
    return moved && !cleared && valueAt(before, secret) !== '' && !typed ? [secret] : [];
  });
}

/** The fields a check was given in place of the stored ones (the audit names them, never the values). */
export const postedFields = (patch: AdminSettingsPatch): string[] => fieldsOf(patch).map(([path]) => path);

/** How a check's messages name where it went: the host (and port), or the service for fixed addresses. */
export function destinationLabel(group: CheckableGroup, settings: AdminSettings): string {
  switch (group) {
    case 'smtp': {
      const { Host, Port } = settings.smtp;
      return `${Host.includes(':') && !Host.startsWith('[') ? `[${Host}]` : Host}:${Port}`;
    }
    case 'yandexCloud':
      return URL.canParse(settings.yandexCloud.ServiceUrl)
        ? new URL(settings.yandexCloud.ServiceUrl).host
        : settings.yandexCloud.ServiceUrl;
    case 'yandexKassa':
      return 'YooKassa';
    case 'telegramBot':
      return 'Telegram Bot API';
  }
}
