import { expect, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fromOwnAddress, PHONE, verifyEmailByApi } from './auth-helpers.js';
import { KATHMANDU_ORDER_ADDRESS } from './checkout-helpers.js';

// Accounts with a staff role for the back-office journeys: created through the API, promoted with
// the shop's own command (`npm run user:make-staff -- EMAIL --role admin`) against the running
// shop's database, and signed in through the API when a journey calls the admin API directly.

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

export async function registerAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  firstName: string,
  phone = PHONE,
) {
  const response = await request.post('/api/v1/users/register/', {
    headers: fromOwnAddress(),
    data: {
      first_name: firstName,
      last_name: 'Gurung',
      email,
      phone,
      password,
      confirm_password: password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await verifyEmailByApi(request, email);
}

/**
 * The shop's `user:make-staff` command against the running shop's database; what it printed. It runs
 * compiled, as `npm run serve` runs the shop (e2e/global-setup.ts compiles the server once): plain
 * node starts it on half the CPU tsx needs (1.8 s against 3.5 s), and a run promotes some fifty
 * accounts. staff-area.spec.ts runs the command as an owner types it, through tsx.
 */
export async function runMakeStaff(email: string, role?: 'staff' | 'admin' | 'accountant'): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const roleArgs = role ? ['--role', role] : [];
  const result = await run(
    'node',
    ['--conditions=pasal-compiled', 'apps/server/dist/cli/make-staff.js', email, ...roleArgs],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  return result.stdout;
}

/** Gives the account `role` with the shop's own command (runMakeStaff). */
export async function makeStaff(email: string, role: 'staff' | 'admin' | 'accountant') {
  expect(await runMakeStaff(email, role)).toContain(`is now ${role}`);
}

/** The Authorization header of a fresh API sign-in. */
export async function bearerFor(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/v1/users/login/', { headers: fromOwnAddress(), data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = ((await login.json()) as { data: { access: string } }).data;
  return { authorization: `Bearer ${access}` };
}

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  status: string;
  price: number;
  discount_price: number;
  total_quantity: number;
  colors: { id: number; quantity: number }[];
}

/** Every product of a category from the admin products list (all its pages). */
export async function adminProductsOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  category: string,
): Promise<AdminProductRow[]> {
  const rows: AdminProductRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get('/api/v1/admin/products/', {
      headers,
      params: { category, sort: 'name_asc', page },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { data: AdminProductRow[]; total_pages: number };
    rows.push(...body.data);
    if (page >= body.total_pages) return rows;
  }
}

/**
 * One cash-on-delivery power bank, placed through the API by the signed-in customer whose bearer
 * headers are given, at the quote's own figures; its transaction id.
 */
export async function placeCodOrder(
  request: APIRequestContext,
  email: string,
  headers: { authorization: string },
  /** What to buy: a power bank by default; a return journey buys two phones (issue #33). */
  options: { category?: string; quantity?: number } = {},
): Promise<string> {
  const quantity = options.quantity ?? 1;
  const list = await request.get(`/api/v1/products/?category=${options.category ?? 'power-banks'}`);
  const { data } = (await list.json()) as { data: { slug: string; total_quantity: number }[] };
  const summary = data.find((product) => product.total_quantity >= 5);
  if (!summary) throw new Error(`no ${options.category ?? 'power bank'} in stock`);
  const detail = (
    (await (await request.get(`/api/v1/products/${summary.slug}/`)).json()) as {
      data: { id: number; colors: { id: number; quantity: number }[] };
    }
  ).data;
  const color = detail.colors.find((option) => option.quantity >= quantity + 1);
  const lines = [{ product_id: detail.id, quantity, ...(color ? { color_id: color.id } : {}) }];
  const quote = await request.post('/api/v1/orders/quote/', {
    headers,
    data: { lines, delivery_method: 'delivery', district_id: KATHMANDU_ORDER_ADDRESS.district_id },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const figures = ((await quote.json()) as { data: Record<string, number> }).data;
  const placed = await request.post('/api/v1/orders/', {
    headers,
    data: {
      first_name: 'Sita',
      middle_name: '',
      last_name: 'Gurung',
      email,
      ...KATHMANDU_ORDER_ADDRESS,
      phone_number: '9841234567',
      payment_gateway: 'COD',
      tax_percentage: 0,
      tax_amount: 0,
      discount: 0,
      currency: 'Npr',
      notes: '',
      lines,
      subtotal: figures.subtotal,
      delivery_charge: figures.delivery_charge,
      grand_total: figures.grand_total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { order: { transaction_id: string } } }).data.order.transaction_id;
}

/** Moves an order to the next status through the admin API, as staff do on the order page; it must succeed. */
export async function moveOrder(
  request: APIRequestContext,
  headers: { authorization: string },
  transactionId: string,
  data: { status: string; courier?: string; tracking_number?: string },
): Promise<void> {
  const moved = await request.post(`/api/v1/admin/orders/${transactionId}/status/`, { headers, data });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * Records a serial for every unit of the order's serialised lines (phones, laptops: issue #33), as
 * staff do at packing: the order cannot be Shipped before. Serials unique to this run.
 */
export async function recordSerials(
  request: APIRequestContext,
  headers: { authorization: string },
  transactionId: string,
): Promise<string[]> {
  const answer = await request.get(`/api/v1/admin/orders/${transactionId}/units/`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { lines: { line_id: number; quantity: number; serialised: boolean; units: unknown[] }[] };
  };
  const serials: string[] = [];
  for (const line of data.lines.filter((candidate) => candidate.serialised)) {
    for (let unit = line.units.length; unit < line.quantity; unit++) {
      const serial = `SN-${Date.now().toString(36)}-${line.line_id}-${unit}`.toUpperCase();
      const recorded = await request.post(`/api/v1/admin/orders/${transactionId}/units/`, {
        headers,
        data: { line_id: line.line_id, serial },
      });
      expect(recorded.status(), await recorded.text()).toBe(201);
      serials.push(serial);
    }
  }
  return serials;
}
