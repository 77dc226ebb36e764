import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { safeError } from './error-text.ts';
import { redactText, registerSecrets } from './redact.ts';

afterEach(() => registerSecrets('test', []));

describe('the scrubber', () => {
  it.each([
    [
      'request to https://api.telegram.org/bot123456:AAH-secret_part-xyz0123456789abcdef/getMe failed',
      'request to https://api.telegram.org/bot<redacted>/getMe failed',
    ],
    [
      'GET /api/admin/download-exported-file/7?token=eyJhbGciOi.x&x=1',
      'GET /api/admin/download-exported-file/7?token=<redacted>&x=1',
    ],
    ['/api/admin/download-exported-file/7?ticket=abcDEF123', '/api/admin/download-exported-file/7?ticket=<redacted>'],
    // The bot's link offer (ADR 0048).
    [
      '/api/notification/telegram/auto-link?telegramId=42&nonce=AbC-d_1234567890',
      '/api/notification/telegram/auto-link?telegramId=42&nonce=<redacted>',
    ],
    ['/api/images/1/0?exp=1700000000&sig=0a1b2c', '/api/images/1/0?exp=1700000000&sig=<redacted>'],
    [
      'connect postgres://raritet:s3cr%40t@db:5432/app failed',
      'connect postgres://raritet:<redacted>@db:5432/app failed',
    ],
    ['smtp://mailer:hunter2hunter2@smtp.example.com:587', 'smtp://mailer:<redacted>@smtp.example.com:587'],
    ['host=db user=app password=letmein sslmode=require', 'host=db user=app password=<redacted> sslmode=require'],
    ['authorization: Bearer abcdef0123456789xyz', 'authorization: Bearer <redacted>'],
    ['Authorization: Basic MTIzNDU2OnRlc3Rfc2VjcmV0X2tleQ==', 'Authorization: Basic <redacted>'],
    [
      'https://s3.local/b/k?X-Amz-Credential=AKIAEXAMPLE%2F20240101%2Fru-central1&X-Amz-Signature=deadbeef',
      'https://s3.local/b/k?X-Amz-Credential=<redacted>&X-Amz-Signature=<redacted>',
    ],
    [
      'AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE/20240101/ru/s3/aws4_request, SignedHeaders=host, Signature=9f8e7d',
      'AWS4-HMAC-SHA256 Credential=<redacted>, SignedHeaders=host, Signature=<redacted>',
    ],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here', 'token <redacted> here'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    const text = 'Basic settings saved; 12 lots stored at http://127.0.0.1:3000/api/books?page=2 by Bot commands';
    expect(redactText(text)).toBe(text);
  });

  it('masks every registered secret, also JSON-escaped and percent-encoded', () => {
    registerSecrets('test', ['pa"ss w/rd-0123456789', undefined, '']);
    const line = JSON.stringify({
      msg: 'login with pa"ss w/rd-0123456789 failed',
      url: '/x?p=pa%22ss%20w%2Frd-0123456789',
    });
    expect(redactText(line)).not.toContain('w/rd-0123456789');
    expect(redactText(line)).not.toContain('w%2Frd');
    expect(redactText(line)).toContain('••••6789');
  });

  it("scrubs a job error's message and stack, keeping its name", () => {
    const error = new TypeError('fetch https://api.telegram.org/bot1234567:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0/getMe');
    const scrubbed = safeError(error);
    expect(scrubbed.name).toBe('TypeError');
    expect(`${scrubbed.message} ${scrubbed.stack}`).not.toContain('ABCDEFGHIJ');
  });
});

describe('the logger', () => {
  function capture(level = 'trace') {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { log: createLogger(level, stream), lines };
  }

  it('writes valid JSON lines without the secrets, whatever field they are in', () => {
    registerSecrets('test', ['1234', 'settings-key-value-0123456789']);
    const { log, lines } = capture();
    log.info({ req: { url: '/api/x?token=eyJabc.def' }, pid: 1234, count: 1234 }, 'a request');
    log.error(
      {
        err: new Error(
          'bad key settings-key-value-0123456789 at https://api.telegram.org/bot42424242:QWERTYUIOPASDFGHJKLZXCVBNMqwerty1/x',
        ),
      },
      'failed',
    );
    log.info({ password: 'hunter2' }, 'login');
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed[0]).toMatchObject({ req: { url: '/api/x?token=<redacted>' }, pid: 1234, count: 1234 });
    expect(JSON.stringify(parsed[1])).not.toMatch(/settings-key-value|QWERTYUIOP/);
    expect(parsed[2]).toMatchObject({ password: '<redacted>' });
  });
});
