import type { MessageCode } from '@raritet/contracts/messages';
import { MANIFEST_PATH } from '@raritet/contracts/transfers';

/**
 * The transfer package's layout on the server side (docs/transfer-format.md, ADR 0026). The manifest's
 * schema and the limits are in the contracts (`@raritet/contracts/transfers`); this file holds what only
 * the server needs: the error a package check ends with and the entry names.
 */

export type PackageErrorParams = Record<string, string | number>;

/** Why a package was refused: a message code of the catalogue (messages/transfers.ts) and its parameters. */
export class PackageError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: PackageErrorParams = {},
  ) {
    super(code);
    this.name = 'PackageError';
  }
}

/** The NDJSON entry of an entity: `plans` → `plans.ndjson`, `search-history` → `search-history.ndjson`. */
export const ndjsonPath = (entity: string): string => `${entity}.ndjson`;

/** The entity an NDJSON entry holds (its counts key), or undefined for another entry (an image). */
export function entityOf(path: string): string | undefined {
  return !path.includes('/') && path.endsWith('.ndjson') ? path.slice(0, -'.ndjson'.length) : undefined;
}

/** Images of the archive package live under this folder, one file each. */
export const IMAGES_FOLDER = 'images/';

export { MANIFEST_PATH };
