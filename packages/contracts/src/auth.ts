import { z } from 'zod';
import { ruleRefinement } from './form-rules.ts';
import type { MessageCode } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const CAPTCHA_TTL_SECONDS = 5 * 60;
/** A session's absolute life (the token's `exp`); it ends sooner after SESSION_IDLE_DAYS unused (ADR 0051). */
export const TOKEN_TTL_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;
/**
 * The session cookie: the login token, HttpOnly (page scripts never see it), set and cleared by the
 * server only (ADR 0051). API clients send the same token as `Authorization: Bearer` instead.
 */
export const TOKEN_COOKIE = 'token';
/**
 * A cookie page scripts may read, set beside the session cookie: the session's public id, which tells
 * the web app that it is logged in (and which session it is) without the token. Not a credential.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
/**
 * A long-lived HttpOnly cookie naming this browser: a right password from a device that logged in
 * before goes through even while the account's failed logins ask strangers for the captcha.
 */
export const DEVICE_COOKIE = 'device';
/**
 * The web app's language on this device, mirrored from its storage into a cookie so the server knows it
 * before the app runs: it draws pages only in the language the app will take them over in (ADR 0038).
 */
export const LANGUAGE_COOKIE = 'language';
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

export const Role = z.enum(['Admin', 'User']);
export type Role = z.infer<typeof Role>;

/** Role names are compared case-insensitively wherever the spec shows an admin-only element. */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').toLowerCase() === 'admin';
}

/** Field lengths are bounded so a huge body is refused before any hashing work. */
const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .default('');

export const LoginRequest = z.object({
  email: text(EMAIL_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
  /**
   * Asked for only after several failed logins to the account (401 `login_captcha_required`) from an
   * address or device that has not logged in to it before (ADR 0051).
   */
  captchaToken: z.string().max(200).default(''),
  captchaCode: z.string().max(50).default(''),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterRequest = z.object({
  email: text(EMAIL_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
  captchaToken: z.string().max(200).default(''),
  captchaCode: z.string().max(50).default(''),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The spec's "contains @ and a dot", made a little stricter: something@something.something. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export function validateLogin(input: { email: string; password: string }): MessageCode | null {
  return input.email.trim() === '' || input.password === '' ? 'login_fields_required' : null;
}

/** Registration rules 1–4 (e-mail, then password); first-run setup checks the admin account with them. */
export function validateCredentials(input: { email: string; password: string }): MessageCode | null {
  const email = input.email.trim();
  if (email === '') return 'email_required';
  if (!looksLikeEmail(email)) return 'email_invalid';
  if (email.length > EMAIL_MAX_LENGTH) return 'email_too_long';
  if (input.password === '') return 'password_required';
  if (input.password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (input.password.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  return null;
}

const CREDENTIAL_FIELDS: Partial<Record<MessageCode, 'email' | 'password'>> = {
  email_required: 'email',
  email_invalid: 'email',
  email_too_long: 'email',
  password_required: 'password',
  password_too_short: 'password',
  password_too_long: 'password',
};

/** Which of the two credentials a message of `validateCredentials` is about. */
export function credentialField(code: MessageCode): 'email' | 'password' {
  return CREDENTIAL_FIELDS[code] ?? 'email';
}

/**
 * The registration rules in the spec's order; the first broken rule wins. The browser checks all six,
 * the server the ones it can see (it never receives the confirmation, so `confirmPassword` is optional).
 */
export function validateRegistration(input: {
  email: string;
  password: string;
  confirmPassword?: string;
  captchaCode: string;
}): MessageCode | null {
  const credentialsError = validateCredentials(input);
  if (credentialsError) return credentialsError;
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) return 'passwords_mismatch';
  if (input.captchaCode.trim() === '') return 'captcha_required';
  return null;
}

const PlanSummary = z.object({
  name: z.string(),
  price: z.number().int(),
  monthlyRequestLimit: z.number().int().nullable(),
});

export const CurrentSubscription = z.object({
  subscriptionPlanId: z.number().int(),
  autoRenew: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  subscriptionPlan: PlanSummary,
});

/** The user as `/auth/user` and login return it. Subscription fields stay empty until billing lands. */
export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  role: Role,
  registrationDate: z.string(),
  /**
   * Whether the owner confirmed the address by the link e-mailed to it: until then no alert,
   * digest or test e-mail goes to it. Accounts made before this, by setup or by an import count as confirmed.
   */
  emailVerified: z.boolean(),
  hasSubscription: z.boolean(),
  subscriptionType: z.string().nullable(),
  subscriptionExpiryDate: z.string().nullable(),
  subscription: z.object({ endDate: z.string() }).nullable(),
  currentSubscription: CurrentSubscription.nullable(),
});
export type User = z.infer<typeof User>;

export const LoginResponse = z.object({ token: z.string(), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** How long an e-mailed confirmation link works (ADR 0049). */
export const EMAIL_CONFIRMATION_TTL_HOURS = 72;
/** Resends of the confirmation e-mail per account and hour (then 429 email_confirmation_resend_limited). */
export const EMAIL_CONFIRMATION_RESENDS_PER_HOUR = 3;

/**
 * `POST /auth/confirm-email`: the query of the e-mailed link (`/confirm-email?user=&expires=&signature=`),
 * signed over the account, its address and the expiry; no login is needed to use it.
 */
export const ConfirmEmailRequest = z.object({
  user: z.coerce.number().int().positive().max(2_147_483_647),
  expires: z.coerce.number().int().positive().max(99_999_999_999),
  signature: z.string().min(1).max(100),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

/** The result of a confirmation link, with the sentence to show. */
export const ConfirmEmailResponse = z.object({
  status: z.enum(['confirmed', 'already_confirmed']),
  message: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

/** `POST /auth/resend-confirmation`: the sentence to show (the e-mail goes out in the background). */
export const ResendConfirmationResponse = z.object({ message: z.string() });
export type ResendConfirmationResponse = z.infer<typeof ResendConfirmationResponse>;

/** `POST /auth/change-password`: the new password follows the registration rules. */
export const ChangePasswordRequest = z.object({
  currentPassword: text(PASSWORD_MAX_LENGTH),
  newPassword: text(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Every other session of the account has ended; this token replaces the one that made the change. */
export const ChangePasswordResponse = z.object({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/**
 * The password-change rules in the order the form shows them; the server checks the ones it sees
 * (it never receives the confirmation).
 */
export function validatePasswordChange(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}): MessageCode | null {
  if (input.currentPassword === '') return 'password_current_required';
  if (input.newPassword === '') return 'password_new_required';
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (input.newPassword.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) return 'passwords_mismatch';
  if (input.newPassword === input.currentPassword) return 'password_unchanged';
  return null;
}

// The forms as typed: each shows the first broken rule of its rule function, under the field it is about.

export const LoginFormValues = z
  // The captcha's code only once the server asked for it (login_captcha_required); empty otherwise.
  .object({ email: z.string(), password: z.string(), captchaCode: z.string() })
  // The message covers both fields; it goes under the first empty one, so that one gets the focus.
  .superRefine(ruleRefinement(validateLogin, (_code, values) => (values.email.trim() === '' ? 'email' : 'password')));
export type LoginFormValues = z.infer<typeof LoginFormValues>;

export const RegistrationFormValues = z
  .object({ email: z.string(), password: z.string(), confirmPassword: z.string(), captchaCode: z.string() })
  .superRefine(
    ruleRefinement(validateRegistration, (code) => {
      if (code === 'passwords_mismatch') return 'confirmPassword';
      if (code === 'captcha_required') return 'captchaCode';
      return credentialField(code);
    }),
  );
export type RegistrationFormValues = z.infer<typeof RegistrationFormValues>;

export const PasswordChangeFormValues = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(
    ruleRefinement(validatePasswordChange, (code) => {
      if (code === 'password_current_required') return 'currentPassword';
      if (code === 'passwords_mismatch') return 'confirmPassword';
      return 'newPassword';
    }),
  );
export type PasswordChangeFormValues = z.infer<typeof PasswordChangeFormValues>;

/** One live session of the account, as the profile's list shows it (`GET /auth/sessions`; ADR 0051). */
export const SessionInfo = z.object({
  /** The session's public id (the `signed_in` cookie holds this session's); not a credential. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The absolute end; the session ends sooner after SESSION_IDLE_DAYS unused. */
  expiresAt: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this list was asked with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionList = z.object({ sessions: z.array(SessionInfo) });
export type SessionList = z.infer<typeof SessionList>;
