import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { CurrentUser } from '@shared/api/auth';
import { getJson } from '@client/lib/api-client';

// Who is signed in, for the whole app: what the server knew when it drew the page, then what
// signing in, confirming an address or changing the account says. A small store of its own, not
// an entry of the query cache: the landing page, the gates and the error page read nothing else,
// so the landing page's first script does without the query library
// (docs/product.md#performance-budgets).

const getCurrentUser = () => getJson<CurrentUser>('/api/auth/user', { on401: 'returnNull' });

/** The session's user: `undefined` until known, `null` when nobody is signed in. */
export class SessionUser {
  #user: CurrentUser | null | undefined;
  #loading: Promise<CurrentUser | null> | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(user?: CurrentUser | null) {
    this.#user = user;
  }

  readonly get = (): CurrentUser | null | undefined => this.#user;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Those drawing the app hear of the change a task later, as the query cache's do: a form that
   * signs in finishes its own work (its callbacks, the navigation onward) before the gates draw
   * the page again without it.
   */
  set(user: CurrentUser | null): void {
    if (user === this.#user) return;
    this.#user = user;
    setTimeout(() => {
      for (const listener of this.#listeners) listener();
    }, 0);
  }

  /** Asks the server (once at a time); a session that cannot be read counts as nobody. */
  reload(): Promise<CurrentUser | null> {
    this.#loading ??= getCurrentUser()
      .catch(() => null)
      .then((user) => {
        this.#loading = undefined;
        this.set(user);
        return user;
      });
    return this.#loading;
  }

  /** The user, asked for only when not known yet. */
  known(): Promise<CurrentUser | null> {
    const user = this.#user;
    return user === undefined ? this.reload() : Promise.resolve(user);
  }
}

let inBrowser: SessionUser | undefined;

/** The browser's session, one for the page's life, first told who the server drew it for. */
export function browserSession(user?: CurrentUser | null): SessionUser {
  inBrowser ??= new SessionUser();
  if (user !== undefined && inBrowser.get() === undefined) inBrowser.set(user);
  return inBrowser;
}

/** The session of the tree being drawn: on the server one per answer, never shared. */
export const sessionForTree = (user?: CurrentUser | null): SessionUser =>
  typeof document === 'undefined' ? new SessionUser(user) : browserSession(user);

const SessionContext = createContext<SessionUser | null>(null);

export function SessionProvider({
  session,
  children,
}: {
  session: SessionUser;
  children: ReactNode;
}) {
  return createElement(SessionContext.Provider, { value: session }, children);
}

/** The tree's session, to change it (signing in); the browser's where none is provided. */
export const useSession = (): SessionUser => useContext(SessionContext) ?? browserSession();

/** Who is signed in; asked for where nobody has said yet. */
export function useCurrentUser() {
  const session = useSession();
  const user = useSyncExternalStore(session.subscribe, session.get, session.get);
  useEffect(() => {
    if (user === undefined) void session.reload();
  }, [session, user]);
  return { user: user ?? null, isLoading: user === undefined, isAuthenticated: Boolean(user) };
}
