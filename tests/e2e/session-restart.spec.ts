import { expect, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';

test('a session survives a server restart', async ({ page }) => {
  const first = await startOwnServer();
  try {
    await signUpThroughApi(page, newAccount(), first);
  } finally {
    await first.stop();
  }
  const second = await startOwnServer({}, { port: first.port, dataDir: first.dataDir });
  try {
    await page.goto(`${second.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  } finally {
    await second.stop();
  }
});
