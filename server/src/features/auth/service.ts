import { randomBytes } from 'node:crypto';
import {
  CAPTCHA_TTL_SECONDS,
  normalizeEmail,
  validateLogin,
  validateRegistration,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type User,
} from '@raritet/contracts/auth';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation, unauthorized } from '../../lib/errors.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.ts';
import { createAuthRepository, type UserRow } from './repository.ts';
import type { TokenService } from './tokens.ts';

/** The account row other features see (through requireUser's request.user). */
export type { UserRow };

/** The subscription fields of the User DTO; billing computes them. */
export type SubscriptionSummary = Pick<
  User,
  'hasSubscription' | 'subscriptionType' | 'subscriptionExpiryDate' | 'subscription' | 'currentSubscription'
>;

export const NO_SUBSCRIPTION: SubscriptionSummary = {
  hasSubscription: false,
  subscriptionType: null,
  subscriptionExpiryDate: null,
  subscription: null,
  currentSubscription: null,
};

export type AuthServiceOptions = {
  database: Database;
  tokens: TokenService;
  /** When set, this code passes any captcha (browser tests); never set it in production. */
  captchaTestCode?: string | undefined;
  /**
   * Billing's answer for a user's subscription fields. Passed in by app.ts rather than imported:
   * billing imports this module's types, and an import cycle between features is worse than a parameter.
   */
  subscriptionSummary?: (userId: number) => Promise<SubscriptionSummary>;
};

/** The user as the API shows it. */
export function toUserDto(row: UserRow, summary: SubscriptionSummary = NO_SUBSCRIPTION): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    registrationDate: row.createdAt.toISOString(),
    ...summary,
  };
}

export function createAuthService({
  database,
  tokens,
  captchaTestCode,
  subscriptionSummary = async () => NO_SUBSCRIPTION,
}: AuthServiceOptions) {
  const repository = createAuthRepository(database.db);

  const userDto = async (row: UserRow): Promise<User> => toUserDto(row, await subscriptionSummary(row.id));

  async function session(row: UserRow): Promise<LoginResponse> {
    return { token: await tokens.issue(row.id), user: await userDto(row) };
  }

  async function checkCaptcha(token: string, code: string) {
    const answer = token ? await repository.takeCaptcha(token) : undefined;
    const given = code.trim().toUpperCase();
    const passes = given === answer || (captchaTestCode !== undefined && given === captchaTestCode.toUpperCase());
    if (!passes) throw badRequest('captcha_invalid');
  }

  return {
    /** The user as the API shows it, with the subscription fields billing computes. */
    userDto,

    /** The DTO of the user with this id, or undefined when there is no such user. */
    async userDtoById(id: number): Promise<User | undefined> {
      const row = await repository.findUserById(id);
      return row ? userDto(row) : undefined;
    },

    async issueCaptcha(): Promise<{ token: string; png: Buffer }> {
      const text = randomCaptchaText();
      const token = randomBytes(24).toString('base64url');
      await repository.insertCaptcha(token, text, CAPTCHA_TTL_SECONDS);
      return { token, png: await renderCaptchaPng(text) };
    },

    async register(input: RegisterRequest): Promise<LoginResponse> {
      const invalid = validateRegistration(input);
      if (invalid) throw badRequest(invalid);
      await checkCaptcha(input.captchaToken, input.captchaCode);
      const passwordHash = await hashPassword(input.password);
      try {
        return await session(await repository.insertUser({ email: normalizeEmail(input.email), passwordHash }));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
    },

    async login(input: LoginRequest): Promise<LoginResponse> {
      const invalid = validateLogin(input);
      if (invalid) throw badRequest(invalid);
      const row = await repository.findUserByEmail(normalizeEmail(input.email));
      const matches = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!row || !matches) throw unauthorized('invalid_credentials');
      return session(row);
    },

    /** The user behind a bearer token, or null when the token is bad or the account is gone. */
    async userFromToken(token: string): Promise<UserRow | null> {
      const claims = await tokens.verify(token);
      return claims ? ((await repository.findUserById(claims.userId)) ?? null) : null;
    },

    adminExists: () => repository.adminExists(),

    /** Creates the admin account, or promotes the existing account with that e-mail. */
    async ensureAdmin(email: string, password: string, db = database.db): Promise<UserRow> {
      return createAuthRepository(db).upsertAdmin(normalizeEmail(email), await hashPassword(password));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
