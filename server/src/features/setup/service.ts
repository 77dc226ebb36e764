import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { validateCredentials } from '@raritet/contracts/auth';
import type { SetupInitializeRequest, SetupInitializeResponse } from '@raritet/contracts/setup';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import { openDatabase, type Database, type DbOrTx } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { readLocalSettings, writeLocalSettings } from '../../lib/local-settings.ts';
import type { AuthService } from '../auth/service.ts';
import type { SettingsService } from '../settings/service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHash(a: string | undefined, b: string): boolean {
  return a !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export type SetupServiceOptions = {
  database: Database;
  auth: AuthService;
  settings: Pick<SettingsService, 'read' | 'write' | 'take'>;
  dataDir: string;
};

/** The setting that holds the sha256 of the one-time setup token while setup is pending. */
const SETUP_TOKEN_KEY = 'setup_token_hash';

/**
 * First-run setup: while no administrator exists, whoever holds the one-time token printed at start
 * may create one, and may point the service at a PostgreSQL server for the next start.
 */
export function createSetupService({ database, auth, settings, dataDir }: SetupServiceOptions) {
  const readTokenHash = async () => {
    const value = await settings.read(SETUP_TOKEN_KEY);
    return typeof value === 'string' ? value : undefined;
  };
  /** Deletes the token; true when this call was the one that deleted it (single use). */
  const consumeToken = async (hash: string, tx?: DbOrTx) => (await settings.take(SETUP_TOKEN_KEY, tx)) === hash;

  async function prepareTarget(url: string, email: string, password: string) {
    let target: Database | undefined;
    try {
      target = await openDatabase({ driver: 'pg', url, poolSize: 2 });
      await migrateDatabase(target);
      await auth.ensureAdmin(email, password, target.db);
    } catch (error) {
      throw badRequest('setup_connection_failed', { reason: error instanceof Error ? error.message : String(error) });
    } finally {
      await target?.close().catch(() => {});
    }
  }

  return {
    /** A fresh token while setup is still needed (each start replaces the previous one), else null. */
    async issueToken(): Promise<string | null> {
      if (await auth.adminExists()) return null;
      const token = randomBytes(24).toString('base64url');
      await settings.write(SETUP_TOKEN_KEY, sha256(token));
      return token;
    },

    status: async () => ({ initialized: await auth.adminExists() }),

    /** The non-interactive path (ADMIN_EMAIL + ADMIN_PASSWORD): creates the admin only while none exists. */
    async bootstrapAdmin(email: string, password: string): Promise<boolean> {
      if (await auth.adminExists()) return false;
      const invalid = validateCredentials({ email, password });
      if (invalid) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${formatMessage(invalid, 'en')}`);
      await auth.ensureAdmin(email, password);
      return true;
    },

    async initialize(input: SetupInitializeRequest, lang: Language): Promise<SetupInitializeResponse> {
      if (await auth.adminExists()) throw forbidden('setup_done');
      const tokenHash = sha256(input.setupToken);
      if (!input.setupToken || !sameHash(await readTokenHash(), tokenHash)) {
        throw forbidden('setup_token_invalid');
      }
      const invalid = validateCredentials({ email: input.adminEmail, password: input.adminPassword });
      if (invalid) throw badRequest(invalid);
      const url = input.connectionString.trim();
      if (url && !/^postgres(ql)?:\/\/\S+$/.test(url)) {
        throw badRequest('setup_connection_failed', { reason: 'postgres://user:password@host:5432/database' });
      }

      if (url) {
        await prepareTarget(url, input.adminEmail, input.adminPassword);
        await writeLocalSettings(dataDir, { ...(await readLocalSettings(dataDir)), databaseUrl: url });
        await consumeToken(tokenHash);
        const message = formatMessage('setup_completed_with_database', lang, { email: input.adminEmail.trim() });
        return { message, databaseChanged: true };
      }

      await database.db.transaction(async (tx) => {
        if (!(await consumeToken(tokenHash, tx))) throw forbidden('setup_token_invalid');
        await auth.ensureAdmin(input.adminEmail, input.adminPassword, tx);
      });
      return {
        message: formatMessage('setup_completed', lang, { email: input.adminEmail.trim() }),
        databaseChanged: false,
      };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
