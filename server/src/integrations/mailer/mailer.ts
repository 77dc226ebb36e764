import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AdminSettings } from '@raritet/contracts/settings';
import { resolveAllowed } from '../../lib/outbound-address.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';
import { CallTimeoutError } from '../../lib/timeout.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post for the alerts' one-click unsubscribe). */
  headers?: Record<string, string>;
  /** Files; with `cid`, an image the HTML part shows inline (`<img src="cid:…">`). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
};
/** Where a message went: the SMTP server's message id, or the .eml file of the outbox folder. */
export type SentMail = { messageId: string; via: 'smtp' | 'outbox'; file?: string };

export type Mailer = {
  via: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  /** Connects and logs in without sending (the settings' check); the outbox always passes. */
  verify(): Promise<void>;
};

export type SmtpSettings = AdminSettings['smtp'];
export type MailerOptions = {
  /** Where messages go while no SMTP host is set (`npm start`: DATA_DIR/outbox). */
  outboxDir: string;
  /** The sender when the settings name none. */
  defaultFrom: string;
  /** Per connection step; a server that does not answer is given up after this. */
  timeoutMs?: number;
};

/**
 * nodemailer's transport for the settings: TLS from the start ('tls', and always on port 465, which
 * speaks nothing else), STARTTLS required, or plain. `address` pins the connection to an address already
 * checked (openSmtpTransport); the certificate is still checked against the host's name.
 */
export function smtpTransport(smtp: SmtpSettings, timeoutMs = 10_000, address?: string): Transporter {
  const implicitTls = smtp.Security === 'tls' || (smtp.Security === 'starttls' && smtp.Port === 465);
  const bareHost = smtp.Host.replace(/^\[|\]$/g, '');
  return nodemailer.createTransport({
    host: address ?? smtp.Host,
    ...(address && isIP(bareHost) === 0 ? { tls: { servername: bareHost } } : {}),
    port: smtp.Port,
    secure: implicitTls,
    requireTLS: smtp.Security === 'starttls' && !implicitTls,
    ignoreTLS: smtp.Security === 'none',
    ...(smtp.User ? { auth: { user: smtp.User, pass: smtp.Pass } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  });
}

/**
 * The transport for one connection to the admin-set host: its name resolved once and every address
 * checked (no link-local or metadata address, docs/adr/0041), then the connection made to that address,
 * so a name that resolves elsewhere a moment later is not followed.
 */
export async function openSmtpTransport(smtp: SmtpSettings, timeoutMs?: number): Promise<Transporter> {
  const [first] = await resolveAllowed(smtp.Host);
  return smtpTransport(smtp, timeoutMs, first?.address);
}

/**
 * nodemailer's timeouts (code ETIMEDOUT: "Connection timeout", "Greeting never received", "Timeout") as a
 * CallTimeoutError naming the step, the server and the limit; other failures as they are.
 */
function smtpFailure(error: unknown, smtp: SmtpSettings, timeoutMs: number): unknown {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'ETIMEDOUT') return error;
  const [step, limitMs] = /greeting/i.test(error.message)
    ? ['the SMTP greeting', timeoutMs]
    : /connection/i.test(error.message)
      ? ['the SMTP connection', timeoutMs]
      : ['the SMTP exchange', timeoutMs * 3];
  const timeout = new CallTimeoutError(step, `smtp://${smtp.Host}:${smtp.Port}`, limitMs);
  return Object.assign(timeout, { cause: error, code: 'ETIMEDOUT' });
}

/**
 * The mailer for the current settings: real SMTP when a host is set, else an outbox folder of .eml
 * files (each a complete message any mail program opens), so every e-mail can be seen without a server.
 */
export function createMailer(
  smtp: SmtpSettings,
  { outboxDir, defaultFrom, timeoutMs = 10_000 }: MailerOptions,
): Mailer {
  const from = smtp.From || defaultFrom;
  if (smtp.Host) {
    // One connection per message, as nodemailer makes without a pool; the address is checked each time.
    const withTransport = async <T>(use: (transport: Transporter) => Promise<T>): Promise<T> => {
      const transport = await openSmtpTransport(smtp, timeoutMs);
      try {
        return await use(transport);
      } catch (error) {
        throw smtpFailure(error, smtp, timeoutMs);
      } finally {
        transport.close();
      }
    };
    return {
      via: 'smtp',
      send: (message) =>
        withTransport(async (transport) => {
          const info = (await transport.sendMail({ from, ...message })) as { messageId: string };
          return { messageId: info.messageId, via: 'smtp' as const };
        }),
      verify: () =>
        withTransport(async (transport) => {
          await transport.verify();
        }),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    via: 'outbox',
    async send(message) {
      const info = (await transport.sendMail({ from, ...message })) as { messageId: string; message: Buffer };
      // The e-mails hold addresses and unsubscribe links: the service's account reads them only.
      await makePrivateDir(outboxDir);
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message, { mode: PRIVATE_FILE_MODE });
      return { messageId: info.messageId, via: 'outbox', file };
    },
    verify: async () => {},
  };
}
