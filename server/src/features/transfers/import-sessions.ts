import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { requestToken } from '../../plugins/auth.ts';
import type { UserRow } from '../auth/service.ts';
import type { TransferRunner } from './transfer-runner.ts';

/** Imports whose checked tokens are remembered at most (the oldest are forgotten first). */
const MAX_IMPORTS = 100;
/** Tokens remembered per import at most. */
const MAX_TOKENS = 20;

/**
 * The administrator check of an import's calls, able to answer while the import holds the embedded
 * database. On PGlite the import's transaction holds the one connection until it ends, so a session check
 * (a database read) would keep the progress and cancel calls waiting as long as the import runs (ADR 0029).
 * Each token checked as an administrator's for an import (its upload's calls, an earlier progress call) is
 * remembered for that import; while the import runs here on PGlite, such a token is taken without asking
 * the database again. Any other token, any other time, and every other engine: `requireAdmin`.
 */
export function createImportSessions(app: FastifyInstance, runner: TransferRunner) {
  const checked = new Map<string, Map<string, UserRow>>();

  function remember(importId: string, request: FastifyRequest): void {
    const token = requestToken(request);
    if (!token || !request.user) return;
    let tokens = checked.get(importId);
    if (!tokens) {
      if (checked.size >= MAX_IMPORTS) checked.delete(checked.keys().next().value!);
      tokens = new Map();
      checked.set(importId, tokens);
    }
    if (!tokens.has(token) && tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value!);
    tokens.set(token, request.user);
  }

  return {
    remember,

    /** Forgets an import that has ended. */
    forget: (importId: string): void => void checked.delete(importId),

    /** The onRequest check of a call naming the import (`idOf` reads the raw, not yet validated, request). */
    guard(idOf: (request: FastifyRequest) => unknown): onRequestAsyncHookHandler {
      return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        const id = idOf(request);
        const importId = typeof id === 'string' ? id : undefined;
        const token = requestToken(request);
        const known =
          importId && token && runner.holdsDatabase(importId) ? checked.get(importId)?.get(token) : undefined;
        if (known) {
          request.user = known;
          return;
        }
        await app.requireAdmin.call(this, request, reply);
        if (importId) remember(importId, request);
      };
    },
  };
}
