import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, smtpTransport, type SmtpSettings } from './mailer.ts';

const smtp = (patch: Partial<SmtpSettings>): SmtpSettings => ({
  Host: 'mail.raritet.example',
  Port: 587,
  User: '',
  Pass: '',
  From: '',
  Security: 'starttls',
  ...patch,
});
const optionsOf = (settings: SmtpSettings) =>
  (
    smtpTransport(settings).transporter as unknown as {
      options: { secure?: boolean; requireTLS?: boolean; ignoreTLS?: boolean };
    }
  ).options;

describe('the SMTP transport', () => {
  it('STARTTLS required on 587, implicit TLS for "tls" and on port 465, plain only when asked', () => {
    expect(optionsOf(smtp({}))).toMatchObject({ secure: false, requireTLS: true, ignoreTLS: false });
    expect(optionsOf(smtp({ Port: 465 }))).toMatchObject({ secure: true, requireTLS: false });
    expect(optionsOf(smtp({ Security: 'tls', Port: 2465 }))).toMatchObject({ secure: true });
    expect(optionsOf(smtp({ Security: 'none', Port: 25 }))).toMatchObject({
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    });
  });
});

describe('the outbox', () => {
  it('without an SMTP host, each message is a complete .eml file with its headers and parts, for the service only', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-outbox-'));
    // Addresses and unsubscribe links: the file is the service's account's alone even under umask 000.
    const umask = process.umask(0);
    try {
      const mailer = createMailer(smtp({ Host: '' }), {
        outboxDir: path.join(dir, 'outbox'),
        defaultFrom: 'Раритет <no-reply@raritet.example>',
      });
      const sent = await mailer.send({
        to: 'reader@raritet.example',
        subject: 'Проверка',
        text: 'Текст',
        html: '<p>Текст</p>',
        headers: { 'List-Unsubscribe': '<https://raritet.example/u>' },
        attachments: [
          { filename: 'cover.jpg', content: Buffer.from('jpeg'), contentType: 'image/jpeg', cid: 'cover@r' },
        ],
      });
      expect(sent.via).toBe('outbox');
      const eml = await readFile(sent.file!, 'utf8');
      expect(eml).toContain('List-Unsubscribe: <https://raritet.example/u>');
      expect(eml).toContain('Content-Type: text/html');
      expect(eml).toMatch(/Content-ID: <cover@r>/i);
      expect((await stat(sent.file!)).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, 'outbox'))).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('an SMTP server that does not answer', () => {
  it('fails with what timed out: the step, the server and the limit', async () => {
    // Takes the connection and never greets.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const mailer = createMailer(smtp({ Host: '127.0.0.1', Port: port, Security: 'none' }), {
        outboxDir: os.tmpdir(),
        defaultFrom: 'raritet@example.com',
        timeoutMs: 100,
      });
      await expect(mailer.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
        `the SMTP greeting timed out after 100 ms (smtp://127.0.0.1:${port})`,
      );
    } finally {
      silent.close();
    }
  });
});
