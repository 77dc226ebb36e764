import type { Catalogue } from './catalogue.ts';

/** Accounts and sessions: registration and login in the spec's order, password change, lockouts, roles. */
export const authMessages = {
  unauthorized: { ru: 'Требуется вход в систему.', en: 'You need to log in.' },
  session_expired: { ru: 'Сессия истекла. Войдите снова.', en: 'Your session has expired. Please log in again.' },
  admin_required: {
    ru: 'Для доступа к этому разделу требуются права администратора.',
    en: 'Administrator rights are required for this section.',
  },
  login_fields_required: { ru: 'Пожалуйста, заполните все поля.', en: 'Please fill in all fields.' },
  invalid_credentials: {
    ru: 'Неверные учетные данные. Пожалуйста, проверьте email и пароль.',
    en: 'Invalid credentials. Please check your e-mail and password.',
  },
  email_required: { ru: 'Введите email адрес.', en: 'Enter your e-mail address.' },
  email_invalid: { ru: 'Введите корректный email адрес.', en: 'Enter a valid e-mail address.' },
  password_required: { ru: 'Введите пароль.', en: 'Enter a password.' },
  password_too_short: {
    ru: 'Пароль должен содержать не менее 6 символов.',
    en: 'The password must be at least 6 characters long.',
  },
  password_common: {
    ru: 'Этот пароль слишком распространён: его подбирают первым. Придумайте другой.',
    en: 'This password is too common: it is among the first ones guessed. Choose another one.',
  },
  passwords_mismatch: { ru: 'Пароли не совпадают.', en: 'The passwords do not match.' },
  captcha_required: { ru: 'Введите код с картинки.', en: 'Enter the code from the picture.' },
  password_too_long: {
    ru: 'Пароль должен содержать не более 128 символов.',
    en: 'The password must be at most 128 characters long.',
  },
  email_too_long: { ru: 'Email адрес слишком длинный.', en: 'The e-mail address is too long.' },
  captcha_invalid: {
    ru: 'Неверный код с картинки или срок его действия истёк. Введите новый код.',
    en: 'The code from the picture is wrong or has expired. Enter the new code.',
  },
  password_current_required: { ru: 'Введите текущий пароль.', en: 'Enter your current password.' },
  password_new_required: { ru: 'Введите новый пароль.', en: 'Enter a new password.' },
  password_current_wrong: {
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is wrong.',
  },
  password_unchanged: {
    ru: 'Новый пароль совпадает с текущим.',
    en: 'The new password is the same as the current one.',
  },
  login_captcha_required: {
    ru: 'Слишком много неудачных попыток входа в эту учётную запись. Введите код с картинки.',
    en: 'Too many failed login attempts for this account. Enter the code from the picture.',
  },
  password_change_locked: {
    ru: 'Слишком много попыток с неверным текущим паролем. Повторите попытку через {{minutes}} мин.',
    en: 'Too many attempts with a wrong current password. Try again in {{minutes}} min.',
  },
  email_taken: {
    ru: 'Пользователь с таким email уже зарегистрирован.',
    en: 'A user with this e-mail is already registered.',
  },
  role_last_admin: {
    ru: 'Нельзя снять права с последнего администратора: сначала назначьте администратором другого пользователя.',
    en: 'The last administrator cannot be demoted: make another user an administrator first.',
  },
  role_self_demotion: {
    ru: 'Нельзя снять права администратора с самого себя. Это может сделать другой администратор.',
    en: 'You cannot remove your own administrator rights. Another administrator can do it.',
  },
  role_invalid: {
    ru: 'Роль должна быть "Admin" или "User".',
    en: 'The role must be "Admin" or "User".',
  },
  download_token_in_query: {
    ru: 'Токен входа в адресе больше не принимается: получите одноразовую ссылку на скачивание (POST /api/admin/download-ticket, параметр ticket).',
    en: 'A login token in the address is no longer accepted: get a single-use download link (POST /api/admin/download-ticket, the ticket parameter).',
  },
  download_ticket_invalid: {
    ru: 'Ссылка на скачивание уже использована или устарела. Скачайте файл ещё раз из админ-панели.',
    en: 'This download link has been used or has expired. Download the file again from the admin panel.',
  },
  session_not_found: {
    ru: 'Такого сеанса нет: он уже завершён.',
    en: 'There is no such session: it has already ended.',
  },
  cross_site_refused: {
    ru: 'Запрос отклонён: он отправлен с другого сайта. Повторите действие на странице сервиса.',
    en: 'The request was refused: it was sent from another site. Repeat the action on the service’s own page.',
  },
  users_search_too_long: {
    ru: 'Строка поиска слишком длинная: адрес email не бывает длиннее 254 символов.',
    en: 'The search text is too long: no e-mail address is longer than 254 characters.',
  },
  // E-mail confirmation (ADR 0049).
  email_confirmation_subject: {
    ru: 'Раритет: подтвердите адрес e-mail',
    en: 'Raritet: confirm your e-mail address',
  },
  email_confirmation_text: {
    ru: 'Этот адрес указан при регистрации в «Раритете». Чтобы получать на него уведомления, подтвердите его по ссылке (она действует {{hours}} ч): {{url}}',
    en: 'This address was given when registering at Raritet. To receive notifications at it, confirm it with this link (it works for {{hours}} hours): {{url}}',
  },
  email_confirmation_ignore: {
    ru: 'Если вы не регистрировались, просто не обращайте внимания на это письмо: без подтверждения писем больше не будет.',
    en: 'If you did not register, simply ignore this e-mail: without a confirmation no more e-mails will come.',
  },
  email_confirmed: {
    ru: 'Адрес e-mail подтверждён. Теперь уведомления могут приходить на него.',
    en: 'Your e-mail address is confirmed. Notifications can now come to it.',
  },
  email_already_confirmed: {
    ru: 'Этот адрес e-mail уже подтверждён.',
    en: 'This e-mail address is already confirmed.',
  },
  email_confirmation_invalid: {
    ru: 'Ссылка подтверждения недействительна. Запросите новое письмо на странице уведомлений.',
    en: 'This confirmation link is not valid. Ask for a new e-mail on the notifications page.',
  },
  email_confirmation_expired: {
    ru: 'Срок действия ссылки подтверждения истёк. Запросите новое письмо на странице уведомлений.',
    en: 'This confirmation link has expired. Ask for a new e-mail on the notifications page.',
  },
  email_confirmation_sent: {
    ru: 'Письмо со ссылкой подтверждения отправлено на {{email}}.',
    en: 'An e-mail with the confirmation link was sent to {{email}}.',
  },
  email_confirmation_resend_limited: {
    ru: 'Письмо подтверждения можно запросить не больше {{max}} раз в час. Повторите попытку через {{minutes}} мин.',
    en: 'The confirmation e-mail can be asked for at most {{max}} times an hour. Try again in {{minutes}} min.',
  },
  email_not_confirmed: {
    ru: 'Адрес e-mail ещё не подтверждён: письма на него не отправляются, пока вы не перейдёте по ссылке из письма подтверждения.',
    en: 'Your e-mail address is not confirmed yet: no e-mail goes to it until you follow the link in the confirmation e-mail.',
  },
} as const satisfies Catalogue;
