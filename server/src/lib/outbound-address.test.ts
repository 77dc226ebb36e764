import { describe, expect, it } from 'vitest';
import { ForbiddenAddressError, isForbiddenAddress, resolveAllowed } from './outbound-address.ts';

describe('addresses an admin-set destination may not reach', () => {
  it('are link-local, unique-local and the metadata services; loopback and private networks stay allowed', () => {
    for (const address of [
      '169.254.169.254',
      '169.254.0.1',
      '100.100.100.200',
      'fe80::1',
      'fd00:ec2::254',
      'fdff::1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.0.0.5',
      '192.168.1.10',
      '172.16.0.1',
      '100.100.100.201',
      '8.8.8.8',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('are refused by name and by every resolved address before connecting', async () => {
    await expect(resolveAllowed('metadata.google.internal')).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(resolveAllowed('[fe80::1]')).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(resolveAllowed('169.254.169.254')).rejects.toBeInstanceOf(ForbiddenAddressError);
    expect((await resolveAllowed('localhost')).length).toBeGreaterThan(0);
  });
});
