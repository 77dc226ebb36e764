import type { Catalogue } from './catalogue.ts';

/** Favourites and profiles. */
export const memberMessages = {
  user_not_found: { ru: 'Пользователь не найден.', en: 'User not found.' },
  favorites_daily_limit: {
    ru: 'За сутки можно добавить в избранное не более {{limit}} книг. Лимит обновится в полночь по московскому времени.',
    en: 'You can add up to {{limit}} books to favourites a day. The limit renews at midnight Moscow time.',
  },
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
