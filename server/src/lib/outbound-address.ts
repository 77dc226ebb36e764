import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses an admin-set destination (the SMTP host, the S3 endpoint) may never reach: link-local and
 * unique-local ranges, where clouds answer with their instance metadata and credentials, and the named
 * metadata services (docs/adr/0041). Loopback and private networks stay allowed: a mail relay on the
 * same host or network is an ordinary set-up.
 */
const forbidden = new BlockList();
forbidden.addSubnet('169.254.0.0', 16, 'ipv4');
forbidden.addAddress('100.100.100.200', 'ipv4');
forbidden.addSubnet('fe80::', 10, 'ipv6');
forbidden.addSubnet('fd00::', 8, 'ipv6');
// NAT64 spellings of the IPv4 metadata range.
forbidden.addSubnet('64:ff9b::a9fe:0', 112, 'ipv6');

const FORBIDDEN_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor(readonly host: string) {
    super(`the address ${host} is not allowed (link-local, unique-local or cloud metadata)`);
  }
}

/** Whether an IP address lies in a forbidden range (IPv4-mapped IPv6 addresses are read as IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return forbidden.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a host name (before any lookup) is one of the metadata services' names. */
export const isForbiddenName = (host: string): boolean =>
  FORBIDDEN_NAMES.has(
    host
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^\[|\]$/g, ''),
  );

/**
 * Resolves a host the way the connection will (dns.lookup, every address) and throws
 * ForbiddenAddressError when the name or any of its addresses is forbidden; an IP literal is checked
 * as it is. Resolution errors (ENOTFOUND) are thrown as they come.
 */
export async function resolveAllowed(host: string): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isForbiddenName(bare)) throw new ForbiddenAddressError(host);
  const addresses =
    isIP(bare) !== 0
      ? [{ address: bare, family: isIP(bare) }]
      : await new Promise<LookupAddress[]>((resolve, reject) =>
          dnsLookup(bare, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
        );
  if (addresses.some(({ address }) => isForbiddenAddress(address))) throw new ForbiddenAddressError(host);
  return addresses;
}

/**
 * A `lookup` for sockets and HTTP agents that refuses forbidden names and addresses at the moment of
 * connecting, so a name that later resolves elsewhere (DNS rebinding) is still caught. Sockets to an IP
 * literal skip lookups: check those with resolveAllowed before connecting.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAllowed(hostname).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
      if (options.all) return callback(null, usable);
      const first = usable[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
};
