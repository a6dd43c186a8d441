import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';

test.describe('landing page (signed out)', () => {
  test('shows every landing text; sign-in goes to /api/login, account creation to its sign-up', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Connecting Families with Autism Care',
    );
    for (const feature of ['Insurance Matching', 'Location-Based Search', 'Shortest Wait Times']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'How It Works' }).locator('..').getByRole('listitem'),
    ).toHaveCount(4);
    await expect(
      page.getByRole('heading', { name: 'Ready to Find the Right Care?' }),
    ).toBeVisible();
    await expect(page.getByText('without calling every provider')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');

    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    for (const name of ['Get Started', 'Sign Up Now']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/api/login?signup=1');
    }
    await page.screenshot({ path: testInfo.outputPath('landing.png'), fullPage: true });
  });

  test('has no serious or critical accessibility violations', LAYOUT, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  for (const path of ['/home', '/profile', '/admin', '/no-such-page']) {
    test(`${path} shows the landing page to a signed-out visitor`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Connecting Families with Autism Care',
      );
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }

  test('Get Started opens account creation, not the sign-in form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/sign-in\?mode=sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByText('Welcome back')).toHaveCount(0);
  });

  test('Sign In takes the visitor to /api/login', async ({ page }) => {
    await page.goto('/');
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login'),
      page.getByRole('link', { name: 'Sign In' }).click(),
    ]);
    expect(request.isNavigationRequest()).toBe(true);
  });
});
