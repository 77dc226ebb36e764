/**
 * Every admin call the panel caches lives under this key, so "Проверить снова" can reset all
 * of them at once (a section that answered 403 must ask the server again, not show its cached error).
 */
export const adminQueryKey = ['admin'] as const;
