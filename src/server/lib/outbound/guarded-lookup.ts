import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-rule';
import { OutboundError } from './outbound-error';

/**
 * A `lookup` for sockets that refuses a name resolving to any address the outbound rule forbids.
 * It runs at every connection, after DNS has answered, so a name that pointed at a public address
 * when it was checked cannot point at an internal one when connected to (DNS rebinding).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as LookupAddress[];
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(new OutboundError('refused'), '', 0);
    }
    if ((options as LookupOptions).all) {
      return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    }
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
