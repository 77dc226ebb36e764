/** Query keys of the notifications page; a session's logout clears every cached answer anyway. */
export const notificationsRootKey = ['notifications'] as const;
export const preferencesQueryKey = [...notificationsRootKey, 'preferences'] as const;
export const historyRootKey = [...notificationsRootKey, 'history'] as const;
export const historyQueryKey = (page: number, pageSize: number) => [...historyRootKey, { page, pageSize }] as const;
export const botStatusQueryKey = [...notificationsRootKey, 'bot-status'] as const;
export const linkOfferQueryKey = (query: { telegramId: string | number; nonce: string }) =>
  [...notificationsRootKey, 'link-offer', String(query.telegramId), query.nonce] as const;
