import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  expectAxeClean,
  fromOwnAddress,
  loginThroughForm,
  PHONE,
  uniqueEmail,
  verifyEmailByApi,
} from './auth-helpers.js';

// The staff area and its roles: a customer is not allowed in; the shop's first admin (made with
// `npm run user:make-staff -- EMAIL --role admin`) grants a customer the staff role on the Staff
// screen (reached from the dashboard's sidebar), and that person, after signing in again, works on
// the order desk; a staff member who is not an admin can open neither the Staff screen nor its API.

test.slow();
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const PASSWORD = 'staff-area-journey-pw-1';

async function register(request: APIRequestContext, email: string, firstName: string) {
  const response = await request.post('/api/v1/users/register/', {
    headers: fromOwnAddress(),
    data: {
      first_name: firstName,
      last_name: 'Gurung',
      email,
      phone: PHONE,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await verifyEmailByApi(request, email);
}

/** `npm run user:make-staff` against the running shop's database. */
async function makeStaff(email: string, role: 'staff' | 'admin') {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const result = await run('node', ['--import', 'tsx', 'apps/server/src/cli/make-staff.ts', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  expect(result.stdout).toContain(`is now ${role}`);
}

/** A browser of its own, signed in through the login screen. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await loginThroughForm(page, email, PASSWORD);
  return { context, page };
}

test('an admin grants the staff role; a customer and a staff member are kept out of what is not theirs', async ({
  browser,
  page,
  request,
}) => {
  const admin = uniqueEmail('area-admin');
  const newcomer = uniqueEmail('area-newcomer');
  await register(request, admin, 'Hari');
  await register(request, newcomer, 'Maya');
  await makeStaff(admin, 'admin');

  // A customer opening the order desk is told it is not for them.
  const customer = await signedIn(browser, newcomer);
  await customer.page.goto('/staff/orders');
  await expect(customer.page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(customer.page.getByText(/not allowed to open this page/)).toBeVisible();
  await expect(customer.page.getByRole('navigation', { name: 'Staff area' })).toHaveCount(0);
  await expectAxeClean(customer.page);

  // The admin signs in from the staff area, lands back on it and grants the role on the Staff screen.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, admin, PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  // The admin's sidebar: every screen, grouped.
  await expect(nav.getByRole('heading')).toHaveText(['Sales', 'Catalogue', 'Customers', 'Shop']);
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff\/members$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff and admins' });
  await expect(table.getByRole('row').filter({ hasText: admin })).toContainText('You');
  await page.getByLabel('E-mail address').fill(newcomer);
  await page.getByLabel('Role', { exact: true }).selectOption('staff');
  await page.getByRole('button', { name: 'Grant role' }).click();
  await expect(page.getByText('Maya Gurung is now Staff')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: newcomer })).toContainText('Staff');
  await expectAxeClean(page);

  // The newcomer signs in again and works on the order desk.
  await customer.context.close();
  const staff = await signedIn(browser, newcomer);
  await staff.page.goto('/staff/orders');
  await expect(staff.page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const staffNav = staff.page.getByRole('navigation', { name: 'Staff area' });
  await expect(staffNav.getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Draft orders',
    'Counter sale',
    'Returns',
    'Warranty',
    'Warranty claims',
    'Search words',
    'Customers',
    'Reviews',
    'Questions',
    'Messages',
  ]);
  await expect(staffNav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');

  // A staff member (not admin) cannot open the Staff screen, and its API answers 403.
  await staff.page.goto('/staff/members');
  await expect(staff.page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  const login = await request.post('/api/v1/users/login/', {
    headers: fromOwnAddress(),
    data: { email: newcomer, password: PASSWORD },
  });
  const token = ((await login.json()) as { data: { access: string; user: { role: string } } }).data;
  expect(token.user.role).toBe('staff');
  const headers = { authorization: `Bearer ${token.access}` };
  const listed = await request.get('/api/v1/admin/staff/', { headers });
  expect(listed.status()).toBe(403);
  expect(await listed.json()).toEqual({ message: 'Only admins can do this', code: 'admin_only' });
  const granted = await request.post('/api/v1/admin/staff/', { headers, data: { email: admin, role: 'staff' } });
  expect(granted.status()).toBe(403);
  await staff.context.close();
});
