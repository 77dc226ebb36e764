import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../test/app.ts';
import { insertLots, subscriberWithLimit } from '../test/archive-factories.ts';
import { bearer, createAdmin, registerUser } from '../test/factories.ts';
import { seededRandom } from '../test/fuzz-encoding.ts';
import { describeOutcome, problemWith, sendAll, type Sender } from '../test/fuzz-runner.ts';
import {
  fuzzInputs,
  listOperations,
  type FuzzInput,
  type OpenApiDocument,
  type Operation,
} from '../test/openapi-fuzz.ts';
import { createPayment } from '../test/billing-factories.ts';

/**
 * Hostile input on every route of the OpenAPI document, as a guest, a subscriber, an administrator and
 * with forged tokens: no answer may be a 5xx, and every error must be `{ code, message }`. The routes
 * come from the document, so a new route is fuzzed as soon as it is declared. FUZZ_SEED replays a run.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_240_601);
const MIN_OPERATIONS = 40;
const MIN_REQUESTS = 2_000;

let t: TestApp;
let operations: Operation[];
let admin: LoginResponse;
let subscriber: LoginResponse;
let other: LoginResponse;
let othersPaymentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const lot = { seller: 'Фаззер', category: 'Поэзия', price: 1000, date: '2024-01-02' };
  await insertLots(t.database, [
    { ...lot, title: 'Евгений Онегин', author: 'Пушкин А. С.', images: ['1_1.jpg'] },
    { ...lot, title: 'Война и мир', author: 'Толстой Л. Н.' },
  ]);
  admin = await createAdmin(t.app, t.services);
  subscriber = await subscriberWithLimit(t, 1_000_000);
  other = await registerUser(t.app, t.database);
  const plan = await t.services.billing.createPlan({
    name: 'Фазз',
    price: 10,
    monthlyRequestLimit: 10,
    isActive: true,
  });
  const payment = await createPayment(t, other.token, plan.id);
  othersPaymentId = (payment.json() as { paymentId: number }).paymentId;
  // As an administrator: the document lists the admin operations to them only (ADR 0050).
  const document = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(admin.token) });
  // Routes that delete go last, so that what the others read still exists while they are fuzzed; the
  // ones that end sessions (logout, log out everywhere, password change) after them, so that the
  // senders' tokens work for every other route.
  const lateness = (operation: Operation) =>
    /^\/api\/auth\/(logout|logout-all|change-password)$/.test(operation.path)
      ? 2
      : Number(operation.method === 'DELETE');
  operations = listOperations(document.json() as OpenApiDocument).sort((a, b) => lateness(a) - lateness(b));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function forgedTokens(): Promise<Sender[]> {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: String(admin.user.id), role: 'admin' };
  const wrongKey = new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789');
  const signedElsewhere = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1d')
    .sign(wrongKey);
  const tokens = {
    'garbage token': 'garbage',
    'alg none token': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
    'token signed with another key': signedElsewhere,
    'token with a changed payload': `${admin.token.split('.')[0]}.${encode(claims)}.${admin.token.split('.')[2]}`,
    'three dots': 'a.b.c',
    'huge token': 'x'.repeat(10_000),
    'token with trailing garbage': `${subscriber.token}garbage`,
  };
  return [
    ...Object.entries(tokens).map(([name, token]) => ({ name, headers: bearer(token) })),
    { name: 'empty bearer', headers: { authorization: 'Bearer ' } },
    { name: 'basic auth', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
    {
      name: 'odd Accept-Language',
      headers: { ...bearer(subscriber.token), 'accept-language': 'xx-ZZ;q=abc,,,*;q=-1' },
    },
    {
      name: 'odd X-Forwarded-For',
      headers: { ...bearer(subscriber.token), 'x-forwarded-for': 'not-an-ip, , 999.1.1.1' },
    },
  ];
}

/** Another user's resources in the path, sent as the subscriber: never theirs to see or change. */
function foreignInputs(operation: Operation, valid: FuzzInput): FuzzInput[] {
  const foreign = [
    { pattern: /\/user\/\{id\}/, param: 'id', value: other.user.id },
    { pattern: /\{paymentId\}/, param: 'paymentId', value: othersPaymentId },
  ];
  return foreign
    .filter(({ pattern }) => pattern.test(operation.path))
    .map(({ param, value }) => ({
      ...valid,
      url: operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => (name === param ? String(value) : '1')),
      what: `another user's ${param}`,
    }));
}

describe('API fuzz (every route of the OpenAPI document)', () => {
  test('no hostile input gets a 5xx, and every error is { code, message }', async ({ annotate }) => {
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    const random = seededRandom(seed);
    const roles: Sender[] = [
      { name: 'guest', headers: {} },
      { name: 'subscriber', headers: bearer(subscriber.token) },
      { name: 'admin', headers: bearer(admin.token) },
    ];
    const forged = await forgedTokens();
    const requests: { input: FuzzInput; sender: Sender; operation: Operation; mustRefuse?: boolean }[] = [];
    for (const operation of operations) {
      const inputs = fuzzInputs(operation, random);
      expect(inputs.length, `${operation.method} ${operation.path} got no inputs`).toBeGreaterThan(1);
      for (const input of inputs) for (const sender of roles) requests.push({ input, sender, operation });
      // inputs[0] is the valid input: forged tokens and foreign ids are the only thing wrong with it.
      for (const sender of forged) requests.push({ input: inputs[0]!, sender, operation });
      for (const input of foreignInputs(operation, inputs[0]!)) {
        requests.push({ input, sender: roles[1]!, operation, mustRefuse: true });
      }
    }

    // Work done after the reply (the search history's batched writes) fails only in the log.
    const logged: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(logText).join(' '));
    });
    const started = performance.now();
    const outcomes = await sendAll(t.app, requests).finally(async () => {
      await t.services.search.history.flush();
      consoleError.mockRestore();
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await annotate(
      `API fuzz: ${outcomes.length} requests on ${operations.length} operations in ${seconds} s (seed ${seed})`,
    );

    // One entry per kind of failure (problem, route, answer), with the inputs and senders that met it.
    const problems = new Map<string, { count: number; whats: Set<string>; senders: Set<string>; example: string }>();
    const reached = new Set<string>();
    outcomes.forEach((outcome, index) => {
      const { operation, mustRefuse } = requests[index]!;
      if (!outcome.body.includes('"route_not_found"')) reached.add(operationKey(operation));
      const problem =
        problemWith(outcome) ??
        (mustRefuse && outcome.status < 400 ? `another user's resource answered ${outcome.status}` : undefined);
      if (!problem) return;
      const answerCode = /"code":"([^"]*)"/.exec(outcome.body)?.[1];
      const key = `${problem} ${operationKey(operation)} ${outcome.status} ${answerCode}`;
      const seen = problems.get(key) ?? {
        count: 0,
        whats: new Set(),
        senders: new Set(),
        example: describeOutcome(outcome, problem),
      };
      seen.count++;
      seen.whats.add(outcome.input.what);
      seen.senders.add(outcome.sender.name);
      problems.set(key, seen);
    });
    const report = [...problems.values()].map(({ count, whats, senders, example }) => {
      const inputs = [...whats].slice(0, 8).join('; ') + (whats.size > 8 ? `; … (${whats.size} inputs)` : '');
      return `${example}\n    ${count}× as ${[...senders].join(', ')}: ${inputs}`;
    });
    report.push(...logged.map((text) => `logged while fuzzing: ${text}`));
    const unreached = operations.map(operationKey).filter((key) => !reached.has(key));

    expect(outcomes.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(unreached, 'operations no request reached').toEqual([]);
    expect(report.length, `seed ${seed} (FUZZ_SEED=${seed} replays it):\n${report.join('\n')}`).toBe(0);
  }, 600_000);
});

/** A logged value in one short line; an error with its cause (the database's own message). */
function logText(value: unknown): string {
  if (!(value instanceof Error)) return String(value).slice(0, 300);
  const cause = value.cause instanceof Error ? ` (cause: ${value.cause.message})` : '';
  return `${value.message.slice(0, 120)}…${cause}`;
}

const operationKey = (operation: Operation) => `${operation.method} ${operation.path}`;
