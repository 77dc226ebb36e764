import { DELIVERY_BOT, DELIVERY_STATUS, type DeliveryStatus } from '@raritet/contracts/notifications';

/** The delivery statuses by code, as keys of `notifications:status.*`. */
export const STATUS_KEYS = Object.fromEntries(
  Object.entries(DELIVERY_STATUS).map(([name, code]) => [code, name]),
) as Record<DeliveryStatus, keyof typeof DELIVERY_STATUS>;

export type StatusChipColor = 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning';

const STATUS_COLORS: Record<keyof typeof DELIVERY_STATUS, StatusChipColor> = {
  pending: 'default',
  sending: 'info',
  sent: 'primary',
  delivered: 'success',
  read: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** A status name for a code the contract allows (0–6); an unknown code reads as pending. */
export function statusKey(code: number): keyof typeof DELIVERY_STATUS {
  return STATUS_KEYS[code as DeliveryStatus] ?? 'pending';
}

export function statusColor(code: number): StatusChipColor {
  return STATUS_COLORS[statusKey(code)];
}

/** `notifications:method.*` */
export function methodKey(method: number): 'bot' | 'email' {
  return method === DELIVERY_BOT ? 'bot' : 'email';
}
