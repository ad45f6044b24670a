// `node scripts/console-screenshots.mjs`: the console's pictures in docs/images/ (login page, task
// list, task panel, a refused import, the nomenclature tree, the language-model screen with its
// connection tested, a stale edit merged, a refused printout; light and dark; 1280×800, the import
// 1280×1240). Starts the built service (npm run build first) on an in-memory database, fills it
// with a few examples, points it at a stand-in model server started here, and photographs it in
// Debian's Chromium.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
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

/**
 * A stand-in for an OpenAI-compatible server: it lists two models, and every prompt gets the same
 * short reply, streamed.
 */
async function startModelServer() {
  const reply = ['The venue is booked', ' for 12 March;', ' the badges go to print', ' on 1 March.'];
  const server = createServer(async (request, response) => {
    for await (const _ of request);
    if (request.method === 'GET' && request.url === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ id: 'qwen2.5-7b-instruct' }, { id: 'llama-3.1-8b' }] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const text of reply) {
      response.write(
        `data: ${JSON.stringify({ model: 'qwen2.5-7b-instruct', choices: [{ delta: { content: text } }] })}\n\n`,
      );
    }
    response.end(
      `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** A task file a spreadsheet saved, with two mistakes: an unknown status and a date that is none. */
const BAD_IMPORT = Buffer.from(
  'code;label;status;priority;dueDate\r\nOPS-201;Print the visitor badges;TODO;HIGH;2026-12-03\r\n' +
    'OPS-202;Book the caterer;WAITING;NORMAL;2026-12-05\r\nOPS-203;Send the invitations;TODO;LOW;next week\r\n',
);

async function waitForService(child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the service stopped');
    const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the service did not start');
}

async function seed(modelServer) {
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
  await post('/api/v1/nomenclature', { code: 'SCREENS', label: 'Screens', parentId: hardware.id });
  await post('/api/v1/nomenclature', { code: 'ULTRA', label: 'Ultrabooks', parentId: laptops.id });
  const furniture = await post('/api/v1/nomenclature', { code: 'FURN', label: 'Furniture' });
  await post('/api/v1/nomenclature', { code: 'DESKS', label: 'Desks', parentId: furniture.id });
  await fetch(`${base}/api/v1/lmstudio/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
    body: JSON.stringify({
      baseUrl: `http://127.0.0.1:${modelServer.address().port}`,
      model: 'qwen2.5-7b-instruct',
      timeoutSeconds: 60,
    }),
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
  await page
    .getByRole('dialog')
    .getByText('Hardware › Laptops', { exact: true })
    .waitFor({ state: 'attached' });
  await page.screenshot({ path: join(images, `console-task-panel-${theme}.png`) });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importing = page.getByRole('dialog', { name: 'Import tasks' });
  await importing
    .getByLabel('File (CSV or JSON)')
    .setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: BAD_IMPORT });
  await importing.getByRole('button', { name: 'Import 3 rows' }).click();
  await importing.getByRole('region', { name: 'Problems in the file' }).waitFor();
  // Taller, so that the mapping, the preview and the problems are all in the picture.
  await page.setViewportSize({ width: 1280, height: 1240 });
  await page.screenshot({ path: join(images, `console-import-errors-${theme}.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  await page.goto(`${base}/taxonomy/nomenclatures`);
  await page.getByRole('button', { name: 'Tree' }).click();
  for (const code of ['HW', 'LAPTOPS']) {
    await page.getByRole('button', { name: `Entries below ${code}` }).click();
  }
  await page.getByRole('link', { name: 'ULTRA' }).waitFor();
  await page.getByRole('button', { name: 'Move under… (SCREENS)' }).click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(images, `console-tree-${theme}.png`) });

  await page.goto(`${base}/admin/language-model`);
  await page.getByLabel('Instructions (optional)').fill('Answer in one sentence.');
  await page
    .getByLabel('Prompt', { exact: true })
    .fill('When is the spring meeting, and when do the badges print?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Done: qwen2.5-7b-instruct').waitFor();
  await page.getByRole('combobox', { name: 'Model' }).waitFor();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByText(/^Connected: /).waitFor();
  await page.screenshot({ path: join(images, `console-language-model-${theme}.png`) });
  await context.close();
}

/** Calls the API as the administrator. */
async function apiAsAdmin() {
  const { accessToken } = await (
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
  ).json();
  return async (method, path, body) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * Pictures that change records, taken after every other one: a stale edit merged (someone saved
 * the task while the panel was open) and a printout refused for a character no font has. The
 * records they need are made here and removed again.
 */
async function photographChanges(browser, theme) {
  const api = await apiAsAdmin();
  const task = await (
    await api('POST', '/api/v1/task', {
      code: 'OPS-109',
      label: 'Plan the team offsite',
      assignedTo: 'alice',
    })
  ).json();
  const unprintable = await (
    await api('POST', '/api/v1/task', { code: 'OPS-110', label: 'Logo \uE000 on the banner' })
  ).json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('button', { name: 'Print all' }).click();
  await page.locator('.print-refusal').waitFor();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(images, `console-print-refusal-${theme}.png`) });
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await page.goto(`${base}/tasks/${task.id}`);
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Priority').selectOption('HIGH');
  await panel.getByLabel('Assigned to').fill('bob');
  await api('PATCH', `/api/v1/task/${task.id}`, {
    label: 'Plan the team offsite in May',
    priority: 'URGENT',
  });
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.locator('.merge').waitFor();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(images, `console-merge-${theme}.png`) });
  await context.close();
  await api('POST', '/api/v1/task/delete-selected', { ids: [task.id, unprintable.id] });
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
const modelServer = await startModelServer();
try {
  await waitForService(child);
  await seed(modelServer);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const theme of ['light', 'dark']) await photograph(browser, theme);
  for (const theme of ['light', 'dark']) await photographChanges(browser, theme);
  await browser.close();
  process.stdout.write(`console-screenshots: written to ${images}\n`);
} finally {
  child.kill('SIGTERM');
  modelServer.close();
}
