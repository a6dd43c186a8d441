// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: change a user's role from the
// command line, against the database the app is configured for. The change is audited.
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { setRole } from '../src/server/features/auth/set-role';

const USAGE = 'Usage: npm run admin -- grant|revoke EMAIL';

async function main(): Promise<number> {
  const [command, rawEmail] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) {
      console.error(`No account with the e-mail ${email}. They must sign in once first.`);
      return 1;
    }
    const role = command === 'grant' ? 'admin' : 'user';
    await setRole(database.db, user, role, { via: 'cli' });
    console.log(`${email} is now ${role === 'admin' ? 'an admin' : 'a regular user'}.`);
    return 0;
  } finally {
    await database.close();
  }
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
