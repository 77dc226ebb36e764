import { isAdminRole, type User } from '@raritet/contracts/auth';
import type { ProfileEndpoints } from '../api/keys.ts';

export interface ProfileAccess {
  /** The session user's own profile: 'My profile', favourites removable. */
  own: boolean;
  /**
   * An administrator reads another user through /admin/user/{id}…; everyone else asks /user/{id}…,
   * where anyone else's id is the server's 403 with the spec's refusal text (the server decides).
   */
  endpoints: ProfileEndpoints;
}

export function profileAccess(viewer: Pick<User, 'id' | 'role'>, userId: number): ProfileAccess {
  const own = viewer.id === userId;
  return { own, endpoints: !own && isAdminRole(viewer.role) ? 'admin' : 'user' };
}

/** A user id from the address: a whole number from 1, or null. */
export function parseUserId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/** The profile's panels are 400 px tall for a short history and 500 px for a longer one. */
export const PROFILE_PANEL_MIN_HEIGHT = 400;
export const PROFILE_PANEL_MAX_HEIGHT = 500;
const SHORT_HISTORY_ROWS = 5;

export function profilePanelHeight(historyItems: number): number {
  return historyItems > SHORT_HISTORY_ROWS ? PROFILE_PANEL_MAX_HEIGHT : PROFILE_PANEL_MIN_HEIGHT;
}
