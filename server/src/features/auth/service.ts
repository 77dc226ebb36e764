import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTCHA_TTL_SECONDS,
  type ConfirmEmailRequest,
  type ConfirmEmailResponse,
  normalizeEmail,
  validateLogin,
  validatePasswordChange,
  validateRegistration,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type Role,
  type SessionList,
  type User,
} from '@raritet/contracts/auth';
import type { AdminUserList } from '@raritet/contracts/admin-users';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { isCommonPassword } from './common-passwords.ts';
import { createDownloadTickets } from './download-tickets.ts';
import { confirmationMail, createEmailConfirmationLinks } from './email-confirmation.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.ts';
import { createAuthRepository, type UserRow } from './repository.ts';
import { createSessionCache, type SessionCacheOptions } from './session-cache.ts';
import { SESSION_TTL_SECONDS } from './session-limits.ts';
import { createTokenService } from './tokens.ts';
import { createUsersTransfer } from './users-transfer.ts';

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
  /** The secret login tokens are signed with (JWT_SECRET, or the generated one in DATA_DIR). */
  jwtSecret: string;
  /** When set, this code passes any captcha (browser tests); never set it in production. */
  captchaTestCode?: string | undefined;
  /**
   * Billing's answer for a user's subscription fields. Passed in by app.ts rather than imported:
   * billing imports this module's types, and an import cycle between features is worse than a parameter.
   * Billing is made first (it reaches the account rows through createAccountAccess, not this service).
   */
  subscriptionSummary?: (userId: number) => Promise<SubscriptionSummary>;
  /** The same for a page of users in one call (the admin user list); users missing from the map have none. */
  subscriptionSummaries?: (userIds: number[]) => Promise<Map<number, SubscriptionSummary>>;
  /** The per-process cache of requireCachedUser (tests shorten or lengthen it). */
  sessionCache?: SessionCacheOptions;
  /** The mailer of the settings in effect (SMTP, or the outbox folder): the address confirmation. */
  mailer?: Provider<Mailer>;
  /** Where the confirmation e-mail is sent from the request (the auth.send-email-confirmation job). */
  jobs?: JobQueue;
  /** The address people reach the service at (the confirmation link). */
  publicUrl?: string;
  log?: Pick<Logger, 'info' | 'warn' | 'error'> | undefined;
};

/** Who is logging in: what the session list shows, and what makes a login "from a known device". */
export type LoginClient = {
  address: string;
  userAgent?: string | undefined;
  /** The browser's `device` cookie (routes make one when it has none). */
  deviceId?: string | undefined;
};

/** The known-device markers of a client (schema.ts known_devices): its address and its device cookie. */
function clientMarkers(client: LoginClient): string[] {
  const markers = [`address:${client.address}`];
  if (client.deviceId) markers.push(`device:${createHash('sha256').update(client.deviceId).digest('base64url')}`);
  return markers;
}

/** A browser's user agent as the session list shows it, bounded. */
const shortAgent = (agent: string | undefined) => (agent ? agent.slice(0, 300) : null);

/** The user as the API shows it. */
export function toUserDto(row: UserRow, summary: SubscriptionSummary = NO_SUBSCRIPTION): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    registrationDate: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    ...summary,
  };
}

/**
 * The part of the account rows billing works on: a lock per account, and the stored "has a subscription"
 * copy. Made from the database alone, so billing can exist before the auth service, which asks billing
 * for every user's subscription fields.
 */
export function createAccountAccess(database: Database) {
  const repository = createAuthRepository(database.db);
  return {
    /**
     * Locks the account's row until the transaction ends, so that work on one account (billing's
     * activations) takes turns; false when there is no such account.
     */
    lockAccount: (userId: number, tx: DbOrTx): Promise<boolean> => repository.lockUser(userId, tx),

    /**
     * The stored "has a subscription" copy on the account, which billing keeps in step (the API computes
     * hasSubscription from the subscriptions and never reads it).
     */
    setSubscriptionFlag: (userId: number, hasSubscription: boolean, tx?: DbOrTx): Promise<void> =>
      repository.setSubscriptionFlag(userId, hasSubscription, tx),

    /** Makes the stored flags agree with billing's list of subscribers (all accounts, or one); returns how many changed. */
    syncSubscriptionFlags: (subscriberIds: number[], userId?: number, tx?: DbOrTx): Promise<number> =>
      repository.syncSubscriptionFlags(subscriberIds, userId, tx),
  };
}

export function createAuthService({
  database,
  jwtSecret,
  captchaTestCode,
  subscriptionSummary = async () => NO_SUBSCRIPTION,
  subscriptionSummaries = async () => new Map(),
  sessionCache: sessionCacheOptions,
  mailer,
  jobs,
  publicUrl = 'http://127.0.0.1:3000',
  log,
}: AuthServiceOptions) {
  const repository = createAuthRepository(database.db);
  const tokens = createTokenService(jwtSecret);
  const confirmationLinks = createEmailConfirmationLinks(jwtSecret, publicUrl);

  /** Queues the confirmation e-mail; a queue that fails is logged, and the owner can ask again. */
  async function queueConfirmation(userId: number, language: Language): Promise<void> {
    if (!jobs) return;
    await jobs.send('auth.send-email-confirmation', { userId, language }).catch((error: unknown) => {
      log?.error({ err: error, userId }, 'auth: the confirmation e-mail could not be queued');
    });
  }

  const userDto = async (row: UserRow): Promise<User> => toUserDto(row, await subscriptionSummary(row.id));

  /** A new session row and the token that names it. */
  async function startSession(userId: number, client?: LoginClient, tx: DbOrTx = database.db): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await repository.insertSession(
      { id, userId, expiresAt, address: client?.address ?? null, userAgent: shortAgent(client?.userAgent) },
      tx,
    );
    return tokens.issue(userId, id, expiresAt);
  }

  async function session(row: UserRow, client?: LoginClient): Promise<LoginResponse> {
    return { token: await startSession(row.id, client), user: await userDto(row) };
  }

  /** The user behind a bearer token: a good signature, every claim, and a session that has not ended. */
  async function userFromToken(token: string): Promise<UserRow | null> {
    const claims = await tokens.verify(token);
    return claims ? ((await repository.findSessionUser(claims.sessionId, claims.userId)) ?? null) : null;
  }

  const sessionCache = createSessionCache(userFromToken, sessionCacheOptions);
  const tickets = createDownloadTickets(database.db);

  /**
   * The role update inside the caller's transaction; a demotion also ends the account's sessions (the
   * caller forgets them in the cache after the commit).
   */
  async function applyRole(before: UserRow, role: Role, tx: DbOrTx): Promise<{ user: UserRow; demoted: boolean }> {
    if (before.role === role) return { user: before, demoted: false };
    const demoted = before.role === 'Admin';
    if (demoted) await repository.deleteUserSessions(before.id, tx);
    return { user: await repository.updateRole(before.id, role, tx), demoted };
  }

  /**
   * A captcha passes with its own answer, or (tests only) with CAPTCHA_TEST_CODE — but either way only
   * for a token the server issued, that has not expired and was not used: the test code stands in for
   * the answer, never for the token.
   */
  async function checkCaptcha(token: string, code: string) {
    const answer = token ? await repository.takeCaptcha(token) : undefined;
    const given = code.trim().toUpperCase();
    const passes =
      answer !== undefined &&
      (given === answer || (captchaTestCode !== undefined && given === captchaTestCode.toUpperCase()));
    if (!passes) throw badRequest('captcha_invalid');
  }

  /** Ends every session of the account, here and (within the cache's few seconds) in other processes. */
  async function endAllSessions(userId: number): Promise<void> {
    await repository.deleteUserSessions(userId);
    sessionCache.forgetUser(userId);
  }

  return {
    /** The user as the API shows it, with the subscription fields billing computes. */
    userDto,

    /** Whether an account with this id exists. */
    userExists: async (id: number): Promise<boolean> => (await repository.findUserById(id)) !== undefined,

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

    /** A new account, its address not confirmed yet: the confirmation e-mail is queued (ADR 0049). */
    async register(input: RegisterRequest, language: Language = 'ru', client?: LoginClient): Promise<LoginResponse> {
      const invalid = validateRegistration(input);
      if (invalid) throw badRequest(invalid);
      if (isCommonPassword(input.password)) throw badRequest('password_common');
      await checkCaptcha(input.captchaToken, input.captchaCode);
      const passwordHash = await hashPassword(input.password);
      let row: UserRow;
      try {
        row = await repository.insertUser({ email: normalizeEmail(input.email), passwordHash });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
      if (client) await repository.rememberDevices(row.id, clientMarkers(client));
      await queueConfirmation(row.id, language);
      return session(row, client);
    },

    /**
     * The resend asked for on the notifications page (the route limits it per account): 409 when the
     * address is confirmed already; the e-mail goes out in the background. Answers the sentence to show.
     */
    async resendConfirmation(user: UserRow, language: Language): Promise<string> {
      if (user.emailVerifiedAt !== null) throw conflict('email_already_confirmed');
      await queueConfirmation(user.id, language);
      return formatMessage('email_confirmation_sent', language, { email: user.email });
    },

    /**
     * Sends the confirmation e-mail for the account's current address (the job); 'skipped' when there
     * is nothing to confirm any more (the account is gone or its address confirmed).
     */
    async sendConfirmation(userId: number, language: Language): Promise<'sent' | 'skipped'> {
      if (!mailer) return 'skipped';
      const row = await repository.findUserById(userId);
      if (!row || row.emailVerifiedAt !== null) return 'skipped';
      const message = confirmationMail(row.email, confirmationLinks.url(row.id, row.email), language);
      const sent = await (await mailer.get()).send(message);
      if (sent.file) log?.info({ file: sent.file }, 'auth: confirmation e-mail written to the outbox');
      return 'sent';
    },

    /**
     * The e-mailed link: confirms the address it was made for. A link for another address (the account's
     * changed), a forged one or one of an unknown account is 400 email_confirmation_invalid; a used
     * link says so; an expired one is 400 email_confirmation_expired.
     */
    async confirmEmail(link: ConfirmEmailRequest, language: Language): Promise<ConfirmEmailResponse> {
      const row = await repository.findUserById(link.user);
      const check = row ? confirmationLinks.check(link, row.email) : 'invalid';
      if (!row || check === 'invalid') throw badRequest('email_confirmation_invalid');
      const done = (status: ConfirmEmailResponse['status']): ConfirmEmailResponse => ({
        status,
        message: formatMessage(status === 'confirmed' ? 'email_confirmed' : 'email_already_confirmed', language),
      });
      if (row.emailVerifiedAt !== null) return done('already_confirmed');
      if (check === 'expired') throw badRequest('email_confirmation_expired');
      const confirmed = await repository.confirmEmail(row.id, row.email);
      // A session's cached account (requireCachedUser) would say "not confirmed" for a few seconds more.
      sessionCache.forgetUser(row.id);
      return done(confirmed ? 'confirmed' : 'already_confirmed');
    },

    /**
     * The password check. A success remembers the client's address and device as known to the account
     * (login-throttle.ts lets a right password from them through without the captcha).
     */
    async login(input: Pick<LoginRequest, 'email' | 'password'>, client?: LoginClient): Promise<LoginResponse> {
      const invalid = validateLogin(input);
      if (invalid) throw badRequest(invalid);
      const row = await repository.findUserByEmail(normalizeEmail(input.email));
      const matches = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!row || !matches) throw unauthorized('invalid_credentials');
      if (client) await repository.rememberDevices(row.id, clientMarkers(client));
      return session(row, client);
    },

    /** Whether the e-mail's account has logged in successfully from this address or device before. */
    async isKnownClient(email: string, client: LoginClient): Promise<boolean> {
      const row = await repository.findUserByEmail(normalizeEmail(email));
      return row !== undefined && repository.isKnownDevice(row.id, clientMarkers(client));
    },

    /** The captcha check of registration, for the login's throttle: throws 400 captcha_invalid. */
    checkCaptcha,

    /** The user behind a bearer token, or null when the token is bad, its session ended or the account is gone. */
    userFromToken,

    /** userFromToken remembered for a few seconds (read-only hot routes: requireCachedUser). */
    cachedUserFromToken: sessionCache.cachedUser,

    /** A single-use download ticket for the token's session (the caller checked it is an administrator's). */
    async issueDownloadTicket(token: string): Promise<{ ticket: string; expiresAt: string }> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized('session_expired');
      return tickets.issue(claims);
    },

    /** The account behind a download ticket, using it up; null when it was used, expired or its session ended. */
    async userFromDownloadTicket(ticket: string): Promise<UserRow | null> {
      const owner = await tickets.redeem(ticket);
      return owner ? ((await repository.findSessionUser(owner.sessionId, owner.userId)) ?? null) : null;
    },

    /** Ends the token's session (logout). A token whose session already ended is fine; a forged one is not. */
    async logout(token: string): Promise<void> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized('session_expired');
      await repository.deleteSession(claims.sessionId, claims.userId);
      sessionCache.forgetToken(token);
    },

    /** Log out everywhere: every session of the account ends, this one too. */
    endAllSessions,

    /** The account's live sessions for the profile, the one of `token` marked current. */
    async listSessions(userId: number, token: string): Promise<SessionList> {
      const current = (await tokens.verify(token))?.sessionId;
      const rows = await repository.listUserSessions(userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          address: row.address,
          userAgent: row.userAgent,
          current: row.id === current,
        })),
      };
    },

    /** Ends one session of the account ("end this one" in the profile); 404 when it has no such session. */
    async endSession(userId: number, sessionId: string): Promise<void> {
      if (!(await repository.deleteSession(sessionId, userId))) throw notFound('session_not_found');
      // The cache is keyed by token, which the list never shows: forget the account's entries.
      sessionCache.forgetUser(userId);
    },

    /**
     * A new password (registration rules) after the current one is proven. Every session of the account
     * ends; the answer is a fresh token for the one that made the change.
     */
    async changePassword(
      user: UserRow,
      input: ChangePasswordRequest,
      client?: LoginClient,
    ): Promise<{ token: string }> {
      const invalid = validatePasswordChange(input);
      if (invalid) throw badRequest(invalid);
      if (isCommonPassword(input.newPassword)) throw badRequest('password_common');
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw badRequest('password_current_wrong');
      }
      const passwordHash = await hashPassword(input.newPassword);
      const token = await database.db.transaction(async (tx) => {
        await repository.updatePasswordHash(user.id, passwordHash, tx);
        await repository.deleteUserSessions(user.id, tx);
        return startSession(user.id, client, tx);
      });
      sessionCache.forgetUser(user.id);
      return { token };
    },

    /**
     * Sets an account's role, without the administrator's rules (setup and tests). A demoted
     * administrator's sessions end at once (they log in again as a user), so no session anywhere goes
     * on with the rights it had.
     */
    async setRole(userId: number, role: Role): Promise<UserRow> {
      const { user, demoted } = await database.db.transaction(async (tx) => {
        const before = await repository.findUserById(userId, tx);
        if (!before) throw notFound('user_not_found');
        return applyRole(before, role, tx);
      });
      // After the commit: a lookup between the two would otherwise cache the old session again.
      if (demoted) sessionCache.forgetUser(userId);
      return user;
    },

    /**
     * An administrator's role change (ADR 0017). With every administrator's row locked,
     * so concurrent changes take turns: the one asking must still be an administrator (403), the last
     * administrator is never demoted and nobody demotes themselves (409); another administrator may.
     * Setting the role an account already has changes nothing.
     */
    async changeRole(actorId: number, userId: number, role: Role): Promise<User> {
      const { user, demoted } = await database.db.transaction(async (tx) => {
        const admins = await repository.lockAdmins(tx);
        if (!admins.includes(actorId)) throw forbidden('admin_required');
        const target = await repository.findUserForUpdate(userId, tx);
        if (!target) throw notFound('user_not_found');
        if (target.role === 'Admin' && role !== 'Admin') {
          if (admins.length <= 1) throw conflict('role_last_admin');
          if (target.id === actorId) throw conflict('role_self_demotion');
        }
        return applyRole(target, role, tx);
      });
      if (demoted) sessionCache.forgetUser(userId);
      return userDto(user);
    },

    /** A page of accounts for the admin list, administrators first, with billing's fields in one call. */
    async listUsers(query: { page: number; pageSize: number; search: string }): Promise<AdminUserList> {
      const [rows, total] = await Promise.all([
        repository.listUsers({ search: query.search, limit: query.pageSize, offset: offsetOf(query) }),
        repository.countUsers(query.search),
      ]);
      const summaries = await subscriptionSummaries(rows.map((row) => row.id));
      return pageOf(
        rows.map((row) => toUserDto(row, summaries.get(row.id))),
        query,
        total,
      );
    },

    ...createAccountAccess(database),

    /** Deletes expired sessions, captchas and download tickets (the auth.sweep-expired job). */
    sweepExpired: () => repository.deleteExpired(),

    adminExists: () => repository.adminExists(),

    /** The accounts in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createUsersTransfer(database),

    /** Creates the admin account, or promotes the existing account with that e-mail. */
    async ensureAdmin(email: string, password: string, db: DbOrTx = database.db): Promise<UserRow> {
      return createAuthRepository(db).upsertAdmin(normalizeEmail(email), await hashPassword(password));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
