// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: change a user's role from the
// command line, against the database the app is configured for. The change is audited. While the
// server holds the embedded database, the change goes through the server instead.
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';
import { askServerToChangeRole } from '../src/server/features/auth/admin-socket';
import {
  changeRoleByEmail,
  type RoleChange,
} from '../src/server/features/auth/change-role-by-email';

const USAGE = 'Usage: npm run admin -- grant|revoke EMAIL';

async function changeDirectly(database: Database, email: string, role: RoleChange['role']) {
  try {
    await database.migrate();
    return await changeRoleByEmail(database.db, email, role);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const role = command === 'grant' ? 'admin' : 'user';
  const config = loadConfig();
  let change: RoleChange;
  try {
    change = await changeDirectly(
      openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }),
      email,
      role,
    );
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    try {
      change = await askServerToChangeRole(config.DATA_DIR, email, role);
    } catch {
      console.error(`${error.message} It did not take the change either; nothing was changed.`);
      return 1;
    }
  }
  if (change.outcome === 'no-account') {
    console.error(`No account with the e-mail ${change.email}. They must sign in once first.`);
    return 1;
  }
  console.log(`${change.email} is now ${role === 'admin' ? 'an admin' : 'a regular user'}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
