import { z } from 'zod';
import { pageParam } from './archive.ts';
import { EMAIL_MAX_LENGTH, isAdminRole, Role, User } from './auth.ts';

/** The Users section's page sizes; any other size is moved to the next one up. */
export const USERS_PAGE_SIZES = [10, 25, 50] as const;
export const USERS_PAGE_SIZE_DEFAULT = 10;
export const USERS_PAGE_SIZE_MAX = 50;
/** No e-mail is longer, so a longer search could never match: it is refused rather than cut. */
export const USERS_SEARCH_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** The smallest allowed page size that holds `size` rows, the largest one above them all. */
export function usersPageSize(size: number): number {
  return USERS_PAGE_SIZES.find((allowed) => allowed >= size) ?? USERS_PAGE_SIZE_MAX;
}

/**
 * `GET /admin/users`: like the other lists, `page` is 1 when missing or not a page number, and the
 * page size is never refused (7 → 10, 1000 → 50). `search` is a part of the e-mail, any case, with
 * `%` and `_` meaning themselves; blank means everyone.
 */
export const AdminUsersQuery = z.object({
  page: pageParam,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .catch(USERS_PAGE_SIZE_DEFAULT)
    .default(USERS_PAGE_SIZE_DEFAULT)
    .transform(usersPageSize),
  search: z
    .string()
    .max(USERS_SEARCH_MAX_LENGTH * 4)
    .default('')
    .transform((value) => value.trim())
    .pipe(z.string().max(USERS_SEARCH_MAX_LENGTH)),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

/** One page of users: administrators first, then the newest accounts first. */
export const AdminUserList = z.object({
  items: z.array(User),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

/** A role name in any case ('admin', 'USER'), read as the role it names; anything else is refused. */
const RoleName = z
  .string()
  .max(20)
  .transform((value) => Role.options.find((role) => role.toLowerCase() === value.trim().toLowerCase()) ?? value)
  .pipe(Role)
  .describe('"Admin" or "User", in any case');

/**
 * `POST /admin/user/{id}/role`: "the JSON body is the role", so `"Admin"`; an object
 * `{ "role": "Admin" }` is taken as well. Either way the result is the role.
 */
export const RoleChangeRequest = z
  .union([RoleName, z.object({ role: RoleName })])
  .transform((body) => (typeof body === 'string' ? body : body.role));
export type RoleChangeRequest = z.input<typeof RoleChangeRequest>;

/**
 * 'Make admin' is hidden for administrators; 'Remove admin' for non-admins and for
 * the administrator looking at the list (the server refuses a self-demotion, ADR 0017).
 */
export function canMakeAdmin(user: Pick<User, 'role'>): boolean {
  return !isAdminRole(user.role);
}

export function canRemoveAdmin(user: Pick<User, 'id' | 'role'>, currentUserId: number | null | undefined): boolean {
  return isAdminRole(user.role) && user.id !== currentUserId;
}
