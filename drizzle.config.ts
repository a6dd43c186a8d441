import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; the app applies them at start on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
