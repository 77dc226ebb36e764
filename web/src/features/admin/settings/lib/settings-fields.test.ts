import { describe, expect, it } from 'vitest';
import { destinationMoved } from './settings-fields.ts';

// The rule comes from ADR 0041, settings that cannot be turned against the service.
describe('a secret whose destination the form moved', () => {
  const loaded = { Host: 'smtp.yandex.ru', Port: 587, User: 'mailer', Pass: '••••1234' };

  it('must be typed again when the host, port or user changed', () => {
    expect(destinationMoved('smtp.Pass', loaded, { ...loaded, Port: '587' })).toBe(false);
    expect(destinationMoved('smtp.Pass', loaded, { ...loaded, Host: 'mail.elsewhere.example' })).toBe(true);
    expect(destinationMoved('smtp.Pass', loaded, { ...loaded, Port: '2525' })).toBe(true);
    expect(destinationMoved('smtp.Pass', loaded, { ...loaded, User: 'other' })).toBe(true);
  });

  it('need not be when the destination is cleared, or for a token with no destination of its own', () => {
    expect(destinationMoved('smtp.Pass', loaded, { ...loaded, Host: '' })).toBe(false);
    expect(destinationMoved('telegramBot.Token', { Token: '••••' }, { Token: '••••' })).toBe(false);
  });
});
