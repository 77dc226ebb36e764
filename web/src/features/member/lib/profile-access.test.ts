import { describe, expect, it } from 'vitest';
import { parseUserId, profileAccess, profilePanelHeight } from './profile-access.ts';

describe('profileAccess', () => {
  it('reads the own profile through /user/{id}, whatever the role', () => {
    expect(profileAccess({ id: 7, role: 'User' }, 7)).toEqual({ own: true, endpoints: 'user' });
    expect(profileAccess({ id: 1, role: 'Admin' }, 1)).toEqual({ own: true, endpoints: 'user' });
  });

  it('lets an administrator read another user through the admin endpoints', () => {
    expect(profileAccess({ id: 1, role: 'Admin' }, 7)).toEqual({ own: false, endpoints: 'admin' });
  });

  it("asks /user/{id} for a regular user's look at someone else (the server refuses it)", () => {
    expect(profileAccess({ id: 7, role: 'User' }, 8)).toEqual({ own: false, endpoints: 'user' });
  });
});

describe('parseUserId', () => {
  it('accepts whole numbers from 1 only', () => {
    expect(parseUserId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9'.repeat(40)]) {
      expect(parseUserId(bad)).toBeNull();
    }
  });
});

describe('profilePanelHeight', () => {
  it('is 400 px for a short history and 500 px for a longer one', () => {
    expect(profilePanelHeight(0)).toBe(400);
    expect(profilePanelHeight(5)).toBe(400);
    expect(profilePanelHeight(6)).toBe(500);
    expect(profilePanelHeight(250)).toBe(500);
  });
});
