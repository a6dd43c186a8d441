// The operator's exceptions to the outbound address rule (OUTBOUND_ALLOWED_HOSTS): a host, or a
// host on one port, that the server may reach although it resolves to a private or loopback
// address (a directory on the operator's own network; the tests' local servers).

export interface AllowedHost {
  /** As the URL parser writes a hostname: lower case, IPv4 in dotted form, IPv6 in brackets. */
  host: string;
  /** Null: any port. */
  port: number | null;
}

/**
 * Parses 'host', 'host:port', '[v6]' or '[v6]:port', comma-separated. Throws with the entry that
 * does not read as one.
 */
export function parseAllowedHosts(value: string): AllowedHost[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [, name, port] = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry) ?? [];
      const number = port === undefined ? null : Number(port);
      if (!name || !URL.canParse(`http://${name}/`) || (number !== null && number > 65535)) {
        throw new Error(`"${entry}" is not a host or host:port`);
      }
      // The parser's form, so that 0x7f000001 and 127.0.0.1 name one host.
      return { host: new URL(`http://${name}/`).hostname, port: number };
    });
}

/** The port a URL reaches, its scheme's default when it names none. */
export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/** Whether the operator listed the host (and port) `url` reaches. */
export const isListed = (url: URL, allowed: readonly AllowedHost[]) =>
  allowed.some(
    (entry) => entry.host === url.hostname && (entry.port === null || entry.port === portOf(url)),
  );
