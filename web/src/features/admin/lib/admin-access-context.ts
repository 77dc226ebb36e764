import { createContext, useContext, useEffect } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

export interface AdminAccess {
  /** A section's list call came back 403: the panel shows its access-denied state instead. */
  denyAccess: () => void;
}

export const AdminAccessContext = createContext<AdminAccess | null>(null);

/** A 403 on a section's list call gives the same access-denied state as the entry check. */
export function useDenyAccessOnForbidden(error: unknown): void {
  const access = useContext(AdminAccessContext);
  const forbidden = isApiError(error) && error.status === 403;
  useEffect(() => {
    if (forbidden) access?.denyAccess();
  }, [access, forbidden]);
}
