import { lineText } from './outside-text.ts';

/**
 * Timeouts of outside calls that say what timed out. `AbortSignal.timeout(ms)` aborts with a bare
 * `DOMException [TimeoutError]: The operation was aborted due to timeout`, which is all a log line then
 * shows; `timeoutSignal` aborts with a CallTimeoutError naming the call, its address and the limit. fetch
 * (and a body being read) rejects with the signal's reason, so the error reaches the caller as it is.
 */

/** A call that did not answer in time. Its name stays 'TimeoutError', which callers test for. */
export class CallTimeoutError extends Error {
  constructor(
    readonly call: string,
    readonly address: string,
    readonly limitMs: number,
  ) {
    super(`${call} timed out after ${limitMs} ms${address ? ` (${address})` : ''}`);
    this.name = 'TimeoutError';
  }
}

const maskBotToken = (path: string) => path.replace(/\/bot[^/]+/gi, '/bot***');

/**
 * An address fit for a log line: no user or password, no query or fragment (tokens and signatures travel
 * there), and the Bot API's `/bot<token>/` path segment masked. A path alone (no scheme) is kept as a path.
 */
export function addressForLog(address: string | URL): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    const [path = '', query] = String(address).split(/[?#]/);
    return lineText(`${maskBotToken(path)}${query === undefined ? '' : '?…'}`, 200, true);
  }
  const path = lineText(maskBotToken(url.pathname), 200, true);
  return `${url.protocol}//${url.host}${path}${url.search ? '?…' : ''}`;
}

/** An AbortSignal that aborts after `ms` with a CallTimeoutError for `call` to `address`. */
export function timeoutSignal(call: string, address: string | URL, ms: number): AbortSignal {
  const controller = new AbortController();
  const reason = () => new CallTimeoutError(call, addressForLog(address), ms);
  // Not cleared when the call ends: the timer is light, keeps no process alive, and aborting a signal
  // nobody listens to any more does nothing.
  setTimeout(() => controller.abort(reason()), ms).unref();
  return controller.signal;
}

/**
 * `work` given a timeoutSignal; when it fails after the signal fired, the failure is the signal's
 * CallTimeoutError (with the library's error as its cause). For clients that abort a controller of their
 * own on our signal (grammY), whose error then says only that a request failed.
 */
export async function withTimeout<T>(
  call: string,
  address: string | URL,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = timeoutSignal(call, address, ms);
  try {
    return await work(signal);
  } catch (error) {
    if (!signal.aborted || !(signal.reason instanceof CallTimeoutError) || error === signal.reason) throw error;
    throw Object.assign(signal.reason, { cause: error });
  }
}
