import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { isMessageCode } from '@raritet/contracts/messages';
import type { FuzzInput } from './openapi-fuzz.ts';

/** Who sends a request: its headers (none for a guest, a bearer token, a forged token). */
export type Sender = { name: string; headers: Record<string, string> };

export type Outcome = { input: FuzzInput; sender: Sender; status: number; body: string; contentType: string };

const cut = (text: string, length = 300) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

/**
 * Pages a person opens from an e-mail (the alerts' unsubscribe link): they answer HTML, their refusals
 * too (a page saying the link is not valid), never a JSON body nobody would read.
 */
const HTML_PAGES = [/^\/api\/notification\/unsubscribe(\?|$)/];

/** What is wrong with an answer: a 5xx, or an error whose body is not `{ code, message[, field] }` with a known code. */
export function problemWith({ input, status, body, contentType }: Outcome): string | undefined {
  if (status === 0) return 'no answer';
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  if (contentType.startsWith('text/html') && HTML_PAGES.some((page) => page.test(input.url))) return undefined;
  if (!contentType.startsWith('application/json')) return `error with content-type ${JSON.stringify(contentType)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  const keys = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed).sort() : [];
  const { code, message } = (parsed ?? {}) as { code?: unknown; message?: unknown };
  // `field` (a settings save names the refused field) is the one addition an error body may carry.
  const known = keys.filter((key) => key !== 'field' || typeof (parsed as { field?: unknown }).field === 'string');
  if (known.join() !== 'code,message' && known.join() !== 'code,field,message') {
    return 'error body is not { code, message }';
  }
  if (typeof code !== 'string' || typeof message !== 'string') {
    return 'error body is not { code, message }';
  }
  return isMessageCode(code) ? undefined : `unknown error code ${JSON.stringify(code)}`;
}

/** One failure, readable: what was sent, by whom, and what came back. */
export function describeOutcome(outcome: Outcome, problem: string): string {
  const { input, sender } = outcome;
  const payload = input.payload === undefined ? '' : `\n    body: ${cut(String(input.payload))}`;
  return [
    `${problem}: ${input.method} ${cut(input.url)} [${input.what}] (first as ${sender.name})${payload}`,
    `    answer: ${outcome.status} ${cut(outcome.body)}`,
  ].join('\n');
}

/** Sends every (input, sender) pair through app.inject, a few at a time, and returns the answers. */
export async function sendAll(
  app: FastifyInstance,
  requests: { input: FuzzInput; sender: Sender }[],
  concurrency = 8,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const index = next++;
      const { input, sender } = requests[index]!;
      try {
        const response: LightMyRequestResponse = await app.inject({
          method: input.method as 'GET',
          url: input.url,
          headers: { ...sender.headers, ...input.headers },
          ...(input.payload === undefined ? {} : { payload: input.payload }),
        });
        const contentType = String(response.headers['content-type'] ?? '');
        outcomes[index] = { input, sender, status: response.statusCode, body: response.body, contentType };
      } catch (error) {
        // Status 0: the request never got an answer (it is reported with the error).
        outcomes[index] = { input, sender, status: 0, body: String(error), contentType: '' };
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
