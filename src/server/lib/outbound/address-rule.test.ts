import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, refusalOf } from './address-rule';
import { parseAllowedHosts } from './allowed-hosts';
import { guardedLookup } from './guarded-lookup';
import { createOutboundClient } from './outbound-client';
import { OutboundError } from './outbound-error';

// The outbound rule on the address check itself: private and link-local examples are proven here
// (tests send traffic only to loopback); the end-to-end refusals are in the payer directory tests.

describe('the address check', () => {
  it.each([
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['127.0.0.1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'IPv6 unique-local'],
    ['fd12:3456::1', 'IPv6 unique-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['ff02::1', 'IPv6 multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    const url = new URL(`http://${address.includes(':') ? `[${address}]` : address}/fhir`);
    expect(refusalOf(url, [])).toBe('address');
  });

  it('allows public addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address)).toBe(true);
    }
    expect(refusalOf(new URL('https://93.184.215.14/fhir'), [])).toBeNull();
    // A name is judged on what it resolves to, when connecting.
    expect(refusalOf(new URL('https://fhir.payer.example/r4'), [])).toBeNull();
  });

  it.each([
    'http://0x7f000001/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://localhost:5432/',
    'http://db.localhost/',
    'http://169.254.169.254/latest/meta-data/',
  ])('refuses %s however the address is written', (address) => {
    expect(refusalOf(new URL(address), [])).toBe('address');
  });

  it('takes http and https only', () => {
    for (const address of ['ftp://93.184.215.14/', 'file:///etc/passwd', 'gopher://a.example/']) {
      expect(refusalOf(new URL(address), [])).toBe('scheme');
    }
  });

  it('lets through the hosts, and host:ports, that the operator lists', () => {
    const allowed = parseAllowedHosts(' 127.0.0.1 , fhir.internal:8443, [::1]:8080 ,0x0a000001');
    expect(allowed).toEqual([
      { host: '127.0.0.1', port: null },
      { host: 'fhir.internal', port: 8443 },
      { host: '[::1]', port: 8080 },
      { host: '10.0.0.1', port: null },
    ]);
    expect(refusalOf(new URL('http://127.0.0.1:5432/'), allowed)).toBeNull();
    expect(refusalOf(new URL('http://0x7f000001:9/'), allowed)).toBeNull();
    expect(refusalOf(new URL('http://10.0.0.1/'), allowed)).toBeNull();
    expect(refusalOf(new URL('http://127.0.0.2/'), allowed)).toBe('address');
    expect(refusalOf(new URL('http://[::1]:8080/'), allowed)).toBeNull();
    expect(refusalOf(new URL('http://[::1]:8081/'), allowed)).toBe('address');
    expect(refusalOf(new URL('http://localhost/'), allowed)).toBe('address');
    expect(() => parseAllowedHosts('a.example:99999')).toThrow();
    expect(() => parseAllowedHosts('http://a.example/')).toThrow();
    expect(parseAllowedHosts('')).toEqual([]);
  });
});

describe('at connect time', () => {
  it('refuses a name that resolves to a loopback address, after DNS answered', async () => {
    const error = await new Promise((resolve) =>
      guardedLookup('localhost', { all: true }, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(OutboundError);
  });

  let server: ReturnType<typeof createServer>;
  let port: number;
  let requests = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(302, { location: `http://127.0.0.2:${port}/` }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('never connects to an unlisted address, however it is reached', async () => {
    const client = createOutboundClient([]);
    try {
      for (const address of [`http://127.0.0.2:${port}/`, `http://0x7f000002:${port}/`]) {
        await expect(client.get(address)).rejects.toMatchObject({ kind: 'refused' });
      }
      expect(requests).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('checks every redirect again, and follows only a few', async () => {
    // Listed on its port: the server may be reached, and it redirects to itself without end.
    const client = createOutboundClient(parseAllowedHosts(`127.0.0.2:${port}`));
    try {
      await expect(client.get(`http://127.0.0.2:${port}/`)).rejects.toMatchObject({
        kind: 'redirects',
      });
      expect(requests).toBe(4);
    } finally {
      await client.close();
    }
  });
});
