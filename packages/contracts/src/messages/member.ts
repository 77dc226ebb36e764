import type { Catalogue } from './catalogue.ts';

/** Favourites and profiles. */
export const memberMessages = {
  user_not_found: { ru: 'Пользователь не найден.', en: 'User not found.' },
  user_id_invalid: { ru: 'Некорректный идентификатор пользователя.', en: 'Invalid user id.' },
  profile_forbidden: {
    ru: 'У вас нет доступа к этой информации. Вы можете просматривать только свой профиль.',
    en: 'You do not have access to this information. You can only view your own profile.',
  },
  history_page_size_invalid: {
    ru: 'Размер страницы истории может быть 5, 10 или 25.',
    en: 'The history page size must be 5, 10 or 25.',
  },
} as const satisfies Catalogue;
