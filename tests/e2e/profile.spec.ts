import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

test.describe('profile settings', () => {
  test('a parent fills in insurance, services and ZIP code, and they are kept', async ({
    page,
  }, testInfo) => {
    const account = newAccount({ firstName: 'Rosa', lastName: 'Nguyen' });
    await signUpThroughApi(page, account);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByText('Rosa Nguyen')).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Provider Map' })).toHaveAttribute(
      'href',
      '/home',
    );

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Please select your insurance type')).toBeVisible();
    await expect(page.getByText('Please select at least one service')).toBeVisible();
    await expect(page.getByText('Please enter a valid 5-digit ZIP code')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('profile-errors.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Insurance Type' }).click();
    await page.getByRole('option', { name: 'Medicaid' }).click();
    await page.getByRole('checkbox', { name: 'Autism Diagnosis' }).click();
    await page.getByRole('checkbox', { name: 'Applied Behavior Analysis (ABA)' }).click();
    await page.getByLabel('ZIP Code').fill('27514');
    const age = page.getByRole('group', { name: "Child's age (optional)" });
    await age.getByLabel('Years').fill('4');
    await age.getByLabel('Months').fill('2');
    await page
      .getByLabel('What we are looking for (optional)')
      .fill('An evaluation before kindergarten.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(page.getByText('Your profile has been saved successfully.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Insurance Type' })).toHaveText('Medicaid');
    await expect(page.getByRole('checkbox', { name: 'Autism Diagnosis' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'ADHD Evaluation' })).not.toBeChecked();
    await expect(page.getByLabel('ZIP Code')).toHaveValue('27514');
    await expect(age.getByLabel('Years')).toHaveValue('4');
    await expect(age.getByLabel('Months')).toHaveValue('2');
    await expect(page.getByLabel('What we are looking for (optional)')).toHaveValue(
      'An evaluation before kindergarten.',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('profile-saved.png'), fullPage: true });
  });

  test(
    'the signed-in header shows every control and its menu',
    LAYOUT,
    async ({ page }, testInfo) => {
      await signUpThroughApi(page, newAccount({ firstName: 'Ada', lastName: 'Brooks' }));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/');
      await expect(nav.getByRole('link', { name: 'Provider Map' })).toHaveAttribute(
        'href',
        '/home?tab=map',
      );
      await expect(nav.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
        'href',
        '/appointments',
      );
      await expect(page.getByRole('button', { name: 'Care basket', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'AB Account menu' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('header.png') });

      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu');
      const items: [string, string][] = [
        ['Profile Settings', '/profile'],
        ['Care Basket', '/care-basket'],
        ['Appointments', '/appointments'],
        ['Admin Panel', '/admin'],
      ];
      for (const [name, href] of items) {
        await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
      }
      // Signing out posts a form rather than following a link.
      await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('header-menu.png') });
    },
  );
});
