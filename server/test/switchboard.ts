import { createServer, request as forward } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';

/**
 * A local HTTP front for an outside service's fake, which a test switches between the service being
 * down (the connection is dropped), failing (500 with a JSON error, as YooKassa or a proxy answers) and
 * up (every request passed to the fake as it came). The server under test is pointed at `url` once, at
 * its start, and the test changes what it meets.
 */
export type Switchboard = {
  url: string;
  mode: 'down' | 'error' | 'up';
  /** The fake's address, from when the test has it (requests while unset are dropped). */
  target: string | undefined;
  close(): Promise<void>;
};

export async function startSwitchboard(target?: string): Promise<Switchboard> {
  const board: Switchboard = { url: '', mode: 'down', target, close: async () => {} };
  const server = createServer((incoming, outgoing) => {
    if (board.mode === 'down' || !board.target) return incoming.socket.destroy();
    if (board.mode === 'error') {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      return outgoing.end(JSON.stringify({ type: 'error', code: 'internal_server_error', description: 'fails' }));
    }
    const to = new URL(incoming.url ?? '/', board.target);
    const relay = forward(
      to,
      { method: incoming.method, headers: { ...incoming.headers, host: to.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.destroy());
    incoming.pipe(relay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  board.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  board.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return board;
}

/** A port nothing listens on now (a service that is down until the test starts it there). */
export async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
