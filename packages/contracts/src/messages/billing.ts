import type { Catalogue } from './catalogue.ts';

/** Plans, subscriptions, payments and the monthly search limit. */
export const billingMessages = {
  plan_name_required: { ru: 'Название плана обязательно для заполнения', en: 'The plan name is required' },
  plan_name_too_long: {
    ru: 'Название плана должно быть не длиннее 100 символов',
    en: 'The plan name must be at most 100 characters',
  },
  plan_price_invalid: {
    ru: 'Укажите корректную цену (число больше или равно 0)',
    en: 'Enter a valid price (a number greater than or equal to 0)',
  },
  plan_limit_invalid: {
    ru: 'Укажите корректный лимит запросов (целое число больше 0)',
    en: 'Enter a valid request limit (a whole number greater than 0)',
  },
  assign_plan_required: { ru: 'Выберите план подписки.', en: 'Choose a subscription plan.' },
  plan_not_found: { ru: 'План подписки не найден.', en: 'Subscription plan not found.' },
  plan_deleted: { ru: 'План «{{name}}» удалён.', en: 'Plan "{{name}}" has been deleted.' },
  plan_deactivated: {
    ru: 'План «{{name}}» используется подписками, поэтому он не удалён, а деактивирован.',
    en: 'Plan "{{name}}" is used by subscriptions, so it has been deactivated instead of deleted.',
  },
  plan_inactive: { ru: 'Этот план подписки сейчас недоступен.', en: 'This subscription plan is not available now.' },
  payment_provider_unavailable: {
    ru: 'Не удалось связаться с платёжной системой. Попробуйте позже.',
    en: 'Could not reach the payment provider. Please try again later.',
  },
  payments_unavailable: {
    ru: 'Оплата сейчас недоступна: платёжная система сервиса не настроена. Попробуйте позже или напишите нам.',
    en: 'Payments are not available right now: the payment provider of the service is not set up. Please try later or contact us.',
  },
  payment_not_found: { ru: 'Платёж не найден.', en: 'Payment not found.' },
  payment_not_pending: {
    ru: 'Этот платёж уже завершён.',
    en: 'This payment has already been completed.',
  },
  no_active_subscription: { ru: 'У вас нет активной подписки.', en: 'You have no active subscription.' },
  subscription_cancelled: {
    ru: 'Подписка успешно отменена',
    en: 'The subscription has been cancelled',
  },
  search_limit_reached: {
    ru: 'Лимит поисковых запросов по вашему плану на этот месяц исчерпан ({{limit}}). Он обновится {{resetDate}}; больше запросов даёт план с более высоким лимитом.',
    en: 'You have used all {{limit}} search requests of your plan this month. The limit renews on {{resetDate}}; a plan with a higher limit gives more requests.',
  },
} as const satisfies Catalogue;
