import { describe, expect, it } from 'vitest';
import { AdminUsersQuery, canMakeAdmin, canRemoveAdmin, RoleChangeRequest, usersPageSize } from './admin-users.ts';
import { AssignPlanFormValues } from './billing.ts';

describe('the user list query', () => {
  it('moves a page size up to 10, 25 or 50', () => {
    expect([1, 7, 10, 11, 25, 26, 50, 51, 5000].map(usersPageSize)).toEqual([10, 10, 10, 25, 25, 50, 50, 50, 50]);
  });

  it('reads missing and malformed values as the defaults and trims the search', () => {
    expect(AdminUsersQuery.parse({})).toEqual({ page: 1, pageSize: 10, search: '' });
    expect(AdminUsersQuery.parse({ page: '0', pageSize: 'x', search: '  a_b  ' })).toEqual({
      page: 1,
      pageSize: 10,
      search: 'a_b',
    });
  });

  it('refuses a search longer than an e-mail can be', () => {
    expect(AdminUsersQuery.safeParse({ search: 'a'.repeat(255) }).success).toBe(false);
    expect(AdminUsersQuery.safeParse({ search: ` ${'a'.repeat(254)} ` }).success).toBe(true);
  });
});

describe('the role body', () => {
  it('is the role, as a string or {role}, in any case', () => {
    expect(RoleChangeRequest.parse('Admin')).toBe('Admin');
    expect(RoleChangeRequest.parse('user')).toBe('User');
    expect(RoleChangeRequest.parse({ role: 'ADMIN' })).toBe('Admin');
  });

  it('refuses other roles and shapes', () => {
    for (const body of ['Root', '', { role: 'Root' }, {}, 1, null, ['Admin']]) {
      expect(RoleChangeRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('the role buttons of a user row', () => {
  it("offers 'Make admin' to non-admins only", () => {
    expect(canMakeAdmin({ role: 'User' })).toBe(true);
    expect(canMakeAdmin({ role: 'Admin' })).toBe(false);
  });

  it("offers 'Remove admin' for other administrators only", () => {
    expect(canRemoveAdmin({ id: 2, role: 'Admin' }, 1)).toBe(true);
    expect(canRemoveAdmin({ id: 1, role: 'Admin' }, 1)).toBe(false);
    expect(canRemoveAdmin({ id: 2, role: 'User' }, 1)).toBe(false);
  });
});

describe('the plan assignment form', () => {
  it('submits the plan id as a number, and no renewal without a plan', () => {
    expect(AssignPlanFormValues.parse({ planId: '3', autoRenew: true })).toEqual({ planId: 3, autoRenew: true });
    expect(AssignPlanFormValues.parse({ planId: '0', autoRenew: true })).toEqual({ planId: 0, autoRenew: false });
  });

  it('asks for a plan until one is chosen', () => {
    const result = AssignPlanFormValues.safeParse({ planId: '', autoRenew: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'assign_plan_required', path: ['planId'] });
  });
});
