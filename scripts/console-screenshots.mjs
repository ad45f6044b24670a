// `node scripts/console-screenshots.mjs`: the console's pictures in docs/images/ (login page, task
// list, task panel; light and dark; 1280×800). Starts the built service (npm run build first) on an
// in-memory database, fills it with a few example tasks, and photographs it in Debian's Chromium.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const images = join(root, 'docs', 'images');
const PORT = 18_999;
const base = `http://127.0.0.1:${PORT}`;
const admin = { username: 'admin', password: 'Screenshot-pass-1' };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

const TASKS = [
  ['OPS-101', 'Prepare the annual audit', 'IN_PROGRESS', 'HIGH', '2026-12-01', 'alice'],
  ['OPS-102', 'Order laptops for the new hires', 'TODO', 'URGENT', '2026-11-30', 'bob'],
  ['OPS-103', 'Renew the office lease', 'TODO', 'NORMAL', '2027-01-15', null],
  ['OPS-104', 'Book the venue for the spring meeting', 'DONE', 'LOW', '2026-10-02', 'carol'],
  ['OPS-105', 'Update the onboarding guide', 'CANCELLED', 'NORMAL', null, 'alice'],
  ['OPS-106', 'Replace the meeting-room projector', 'TODO', 'HIGH', '2026-12-12', 'dave'],
  ['OPS-107', 'Archive the 2025 invoices', 'IN_PROGRESS', 'NORMAL', '2026-12-20', 'erin'],
  ['OPS-108', 'Review the badge printer contract', 'TODO', 'LOW', null, null],
];

async function waitForService(child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the service stopped');
    const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the service did not start');
}

async function seed() {
  const login = await (
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
  ).json();
  const post = async (path, body) =>
    (
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
        body: JSON.stringify(body),
      })
    ).json();
  const finance = await post('/api/v1/tag', { code: 'FINANCE', label: 'Finance' });
  const urgent = await post('/api/v1/tag', { code: 'PEOPLE', label: 'People' });
  const hardware = await post('/api/v1/nomenclature', { code: 'HW', label: 'Hardware' });
  const laptops = await post('/api/v1/nomenclature', {
    code: 'LAPTOPS',
    label: 'Laptops',
    parentId: hardware.id,
  });
  for (const [code, label, status, priority, dueDate, assignedTo] of TASKS) {
    const special = code === 'OPS-102';
    await post('/api/v1/task', {
      code,
      label,
      status,
      priority,
      dueDate,
      assignedTo,
      description: special ? 'Five 14-inch laptops, delivered before the first day.' : null,
      tagIds: special ? [finance.id, urgent.id] : [],
      nomenclatureId: special ? laptops.id : null,
    });
  }
}

async function photograph(browser, theme) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.screenshot({ path: join(images, `console-login-${theme}.png`) });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'OPS-102' }).waitFor();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(images, `console-tasks-${theme}.png`) });
  await page.getByRole('link', { name: 'OPS-102' }).click();
  await page.getByRole('dialog').getByText('Hardware › Laptops').waitFor({ state: 'attached' });
  await page.screenshot({ path: join(images, `console-task-panel-${theme}.png`) });
  await context.close();
}

const child = spawn(process.execPath, [join(root, 'dist', 'bootstrap', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory:',
    APP_ADMIN_PASSWORD: admin.password,
    APP_BCRYPT_COST: '4',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
try {
  await waitForService(child);
  await seed();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const theme of ['light', 'dark']) await photograph(browser, theme);
  await browser.close();
  process.stdout.write(`console-screenshots: written to ${images}\n`);
} finally {
  child.kill('SIGTERM');
}
