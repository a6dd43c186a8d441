import ipaddr from 'ipaddr.js';
import { isListed, type AllowedHost } from './allowed-hosts';

// The one rule for addresses an admin or a clinic gives the server to fetch: http(s) only, and
// never a host inside the operator's network or the machine itself (private, loopback,
// link-local, unique-local, unspecified, multicast, reserved), whatever notation or DNS name
// leads there, unless the operator listed the host. Only plain public unicast addresses pass.

/** Whether the server may connect to `address` (an IP address as DNS or a URL gives it). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return false;
  // ::ffff:127.0.0.1 is 127.0.0.1: judged as the IPv4 address it carries.
  return ipaddr.process(bare).range() === 'unicast';
}

export type OutboundRefusal = 'scheme' | 'address';

/**
 * Why `url` may not be fetched, judged on the URL alone; null when it may be tried. A host name
 * is judged again on the addresses it resolves to, at every connection (see guarded-lookup.ts).
 */
export function refusalOf(url: URL, allowed: readonly AllowedHost[]): OutboundRefusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (isListed(url, allowed)) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'address';
  // Resolvers answer every 'localhost' name with the machine itself.
  if (host === 'localhost' || host.endsWith('.localhost')) return 'address';
  return null;
}
