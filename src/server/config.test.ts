import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'acf-config-'));

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(5000);
    expect(config.APP_URL).toBe('http://localhost:5000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STORAGE).toBe('local');
    expect(config.SAMPLE_DATA).toBe(true);
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.TRUSTED_PROXIES).toEqual([]);
    expect(config.TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.OUTBOUND_ALLOWED_HOSTS).toEqual([]);
  });

  it('parses every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      APP_URL: 'https://care.example.org/',
      ADMIN_EMAILS: ' Admin@Example.org, second@example.org ',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STORAGE: 's3',
      S3_BUCKET: 'images',
      SAMPLE_DATA: 'off',
      TRUSTED_PROXIES: ' 10.0.0.5, 192.168.0.0/16,fd00::/8 ',
      OUTBOUND_ALLOWED_HOSTS: 'fhir.internal, 10.1.2.3:8443',
    });
    expect(config.PORT).toBe(8080);
    expect(config.OUTBOUND_ALLOWED_HOSTS).toEqual([
      { host: 'fhir.internal', port: null },
      { host: '10.1.2.3', port: 8443 },
    ]);
    expect(config.APP_URL).toBe('https://care.example.org');
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.org', 'second@example.org']);
    expect(config.SAMPLE_DATA).toBe(false);
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8']);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be 0-65535/],
    [{ DATABASE_URL: 'nonsense' }, /^Invalid configuration: DATABASE_URL must be a URL$/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ STORAGE: 'ftp' }, /^Invalid configuration: STORAGE must be local or s3 \(got "ftp"\)$/],
    [{ SAMPLE_DATA: 'maybe' }, /^Invalid configuration: SAMPLE_DATA must be on or off/],
    [{ ADMIN_EMAILS: 'a@b.org,not-an-email' }, /^Invalid configuration: ADMIN_EMAILS /],
    [
      { TRUSTED_PROXIES: '10.0.0.1, loopback' },
      /^Invalid configuration: TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges \(got "10.0.0.1, loopback"\)$/,
    ],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /^Invalid configuration: TRUSTED_PROXIES must be/],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32/],
    [
      { OIDC_ISSUER_URL: 'https://id.example.org' },
      /^Invalid configuration: OIDC_CLIENT_ID is required/,
    ],
    [{ STORAGE: 's3' }, /^Invalid configuration: S3_BUCKET is required when STORAGE=s3$/],
    [
      { TILE_URL: 'https://tiles.example.org/tile.png' },
      /^Invalid configuration: TILE_URL must be/,
    ],
    [
      { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1, http://10.0.0.1/' },
      /^Invalid configuration: OUTBOUND_ALLOWED_HOSTS must list host or host:port entries/,
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    let error: Error | undefined;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.name).toBe('ConfigError');
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('\n');
  });

  it('never echoes a secret or a connection string back', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'hunter2' })).toThrow(
      /^Invalid configuration: SESSION_SECRET must be at least 32 characters$/,
    );
  });
});
