import { afterEach, describe, expect, it } from 'vitest';
import { clientErrorSchema } from '@shared/api/client-errors';
import { ApiError } from './api-client';
import { buildId, clientErrorReport } from './report-client-error';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('clientErrorReport', () => {
  it('names the error and the route, never its message', () => {
    const error = new TypeError(
      "Cannot read properties of undefined (reading 'jordan@family.example')",
    );
    const report = clientErrorReport(error, '/profile');
    expect(report).toEqual({
      name: 'TypeError',
      route: '/profile',
      buildId: 'dev',
      staleChunk: false,
    });
    expect(JSON.stringify(report)).not.toContain('jordan');
    expect(clientErrorSchema.safeParse(report).success).toBe(true);
  });

  it("keeps an API error's name, not the server's answer it carries", () => {
    const report = clientErrorReport(new ApiError(500, '{"message":"for Jordan"}'), '/home');
    expect(report.name).toBe('ApiError');
    expect(JSON.stringify(report)).not.toContain('Jordan');
  });

  it('says a missing script is one', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: /assets/a-B1c2D3e4.js',
    );
    expect(clientErrorReport(error, '/home').staleChunk).toBe(true);
  });

  it('reports what is not an identifier, or not an Error, by a name the server takes', () => {
    const odd = new Error('x');
    odd.name = 'Failed for jordan@family.example';
    expect(clientErrorReport(odd, '/').name).toBe('Error');
    expect(clientErrorReport('a thrown string', '/').name).toBe('string');
  });
});

describe('buildId', () => {
  it("is the version of React Router's manifest, or 'dev' where it names none", () => {
    const held = window as { __reactRouterManifest?: { version: string } };
    held.__reactRouterManifest = { version: '39e8c7e2' };
    try {
      expect(buildId()).toBe('39e8c7e2');
      held.__reactRouterManifest = { version: 'not a hash, jordan@family.example' };
      expect(buildId()).toBe('dev');
    } finally {
      delete held.__reactRouterManifest;
    }
    expect(buildId()).toBe('dev');
  });
});
