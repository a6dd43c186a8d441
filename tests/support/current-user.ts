import type { CurrentUser } from '@shared/api/auth';

/**
 * A signed-in family as `GET /api/auth/user` answers it, for tests of the browser's pages; each
 * test says only what it needs to differ.
 */
export function aFamily(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'parent@example.org',
    emailVerified: true,
    hasPassword: true,
    language: 'en',
    firstName: 'Sam',
    lastName: 'Rivera',
    profileImageUrl: null,
    role: 'user',
    ...overrides,
  };
}
