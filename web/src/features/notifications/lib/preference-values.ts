import {
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  FREQUENCY_DEFAULT_MINUTES,
  KEYWORDS_DISPLAY_LENGTH,
  type DeliveryMethod,
  type NotificationPreference,
  type PreferenceFormValues,
} from '@raritet/contracts/notifications';

/** Keywords are shown cut at 50 characters, with an ellipsis when cut. */
export function displayKeywords(keywords: string): string {
  const characters = [...keywords];
  if (characters.length <= KEYWORDS_DISPLAY_LENGTH) return keywords;
  return `${characters.slice(0, KEYWORDS_DISPLAY_LENGTH).join('').trimEnd()}…`;
}

export type FrequencyUnit = 'minutes' | 'hours' | 'days';

/** A frequency in the largest whole unit: 60 → 1 hour, 1440 → 1 day, 90 → 90 minutes. */
export function frequencyParts(minutes: number): { count: number; unit: FrequencyUnit } {
  if (minutes >= 1440 && minutes % 1440 === 0) return { count: minutes / 1440, unit: 'days' };
  if (minutes >= 60 && minutes % 60 === 0) return { count: minutes / 60, unit: 'hours' };
  return { count: minutes, unit: 'minutes' };
}

/** A new preference goes through the bot when it is linked, else by e-mail. */
export function defaultDeliveryMethod(botLinked: boolean): DeliveryMethod {
  return botLinked ? DELIVERY_BOT : DELIVERY_EMAIL;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The inputs the dialog opens with: empty for a new preference, the preference's values for an edit. */
export function preferenceFormDefaults(
  preference: NotificationPreference | null,
  botLinked: boolean,
): PreferenceFormValues {
  if (preference === null) {
    return {
      isEnabled: true,
      keywords: '',
      isExactMatch: false,
      categoryIds: [],
      minPrice: '',
      maxPrice: '',
      minYear: '',
      maxYear: '',
      cities: '',
      notificationFrequencyMinutes: String(FREQUENCY_DEFAULT_MINUTES),
      deliveryMethod: defaultDeliveryMethod(botLinked),
    };
  }
  return {
    isEnabled: preference.isEnabled,
    keywords: preference.keywords,
    isExactMatch: preference.isExactMatch,
    categoryIds: preference.categoryIds,
    minPrice: text(preference.minPrice),
    maxPrice: text(preference.maxPrice),
    minYear: text(preference.minYear),
    maxYear: text(preference.maxYear),
    cities: preference.cities,
    notificationFrequencyMinutes: String(preference.notificationFrequencyMinutes),
    deliveryMethod: preference.deliveryMethod,
  };
}

/** Which lower/upper pair to show: both, only one, or none (null). */
export function boundsKind(min: number | null, max: number | null): 'range' | 'from' | 'to' | null {
  if (min !== null && max !== null) return 'range';
  if (min !== null) return 'from';
  if (max !== null) return 'to';
  return null;
}
