import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PageRequest } from '@shared/api/page-request';
import { handleError } from './entry.server';
import { pageRequest } from './page-request';

function contextReporting(reportError: (error: unknown) => void) {
  const facts: PageRequest = {
    user: null,
    language: 'en',
    largeScreen: true,
    nonce: 'n',
    reportError,
  };
  return new RouterContextProvider(new Map([[pageRequest, facts]]));
}

describe('a page’s failure on the server', () => {
  it('goes to our logger, not to the console', () => {
    const reportError = vi.fn();
    const console = vi.spyOn(globalThis.console, 'error');
    const error = new RangeError('Invalid time value for maya@example.org');
    handleError(error, {
      request: new Request('http://localhost/profile'),
      params: {},
      context: contextReporting(reportError),
    });
    expect(reportError).toHaveBeenCalledWith(error);
    expect(console).not.toHaveBeenCalled();
  });

  it('is not reported for a request its browser gave up, nor for a page that is not there', () => {
    const reportError = vi.fn();
    const context = contextReporting(reportError);
    const gone = new AbortController();
    gone.abort();
    handleError(new Error('aborted'), {
      request: new Request('http://localhost/', { signal: gone.signal }),
      params: {},
      context,
    });
    // What React Router makes of a path no route matches.
    const notFound = new ErrorResponse(404, 'Not Found', null);
    handleError(notFound, { request: new Request('http://localhost/x'), params: {}, context });
    expect(reportError).not.toHaveBeenCalled();
  });
});
