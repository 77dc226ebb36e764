/**
 * What the route loaders need on the server (src/entry-server.tsx, ADR 0057) in place of the browser's:
 * the visitor's token (the browser sends its cookie) and a way to reach the API (the browser's fetch of a
 * relative address). The server sets the reader; in a browser it is never set, so each lookup costs one
 * call.
 */
export interface ServerContext {
  token: string | null;
  /** Answers an API address (`/api/...`) as the server itself would, for this visitor. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let readContext: () => ServerContext | undefined = () => undefined;

/** Called once by the server's render module, with a reader of the request under way. */
export function setServerContextReader(reader: () => ServerContext | undefined): void {
  readContext = reader;
}

/** The request being rendered on the server; undefined in a browser. */
export function serverContext(): ServerContext | undefined {
  return readContext();
}
