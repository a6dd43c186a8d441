import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFamily } from '../../../tests/support/current-user';
import { SessionUser } from './session-user';

// Who is signed in, as the gates and pages read it. The browser specs prove signing in and out.

afterEach(() => vi.restoreAllMocks());

describe('the session user', () => {
  it('is readable at once when set, and tells those drawing the app a task later', async () => {
    const session = new SessionUser(null);
    const heard = vi.fn();
    session.subscribe(heard);
    const parent = aFamily();
    session.set(parent);
    expect(session.get()).toBe(parent);
    // A form that signed in finishes its own work before the gates draw the page again.
    expect(heard).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toHaveBeenCalledOnce();
  });

  it('asks the server once however many ask together, and only while not known', async () => {
    const parent = aFamily();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(parent));
    const session = new SessionUser();
    const [first, second] = await Promise.all([session.known(), session.known()]);
    expect([first, second]).toEqual([parent, parent]);
    expect(await session.known()).toEqual(parent);
    expect(fetchSpy).toHaveBeenCalledOnce();
  });

  it('counts a session it cannot read as nobody signed in', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const session = new SessionUser(aFamily());
    expect(await session.reload()).toBeNull();
    expect(session.get()).toBeNull();
  });
});
