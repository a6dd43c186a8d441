import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { SignInLimits } from './sign-in-limits';

/** What the accounts' routes need, in every file of them. */
export interface AuthDeps {
  db: Db;
  config: Config;
  limits: SignInLimits;
}
