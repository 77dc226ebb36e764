/**
 * A client of an outside service (the payment gateway, the image store, next the mailer and the bot),
 * obtained per use. Each `get()` reads the settings the client is made from and builds a new client
 * only when they changed since the last one, so a settings change reaches the next call without a
 * restart, and nothing keeps a client captured at start-up. (Reading the settings must be cheap:
 * whoever supplies them caches them.)
 */
export type Provider<T> = { get(): Promise<T> };

export function providerOf<S, T>(readSettings: () => S | Promise<S>, build: (settings: S) => T): Provider<T> {
  let current: { key: string; client: T } | undefined;
  return {
    async get() {
      const settings = await readSettings();
      const key = JSON.stringify(settings) ?? 'undefined';
      if (current?.key !== key) current = { key, client: build(settings) };
      return current.client;
    },
  };
}
