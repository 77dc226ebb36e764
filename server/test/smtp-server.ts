import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port, keeping what it receives (the `smtp-server` package). */
export type TestSmtpServer = {
  host: string;
  port: number;
  messages: (ParsedMail & { envelopeTo: string[] })[];
  /** Logins tried, accepted or not. */
  logins: { user: string; pass: string }[];
  close(): Promise<void>;
};

/**
 * Plain SMTP (no TLS: the settings say Security 'none'); when `user` is given, AUTH PLAIN/LOGIN is
 * required and only that user and password pass. `port` 0 (the default) is a free one.
 */
export async function startSmtpServer({
  user,
  port: wantedPort = 0,
}: { user?: { name: string; pass: string }; port?: number } = {}): Promise<TestSmtpServer> {
  const messages: TestSmtpServer['messages'] = [];
  const logins: TestSmtpServer['logins'] = [];
  const server = new SMTPServer({
    disabledCommands: user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      if (user && auth.username === user.name && auth.password === user.pass)
        return callback(null, { user: user.name });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((to) => to.address) }));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    messages,
    logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
