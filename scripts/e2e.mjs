// End-to-end runner: starts the built server (dist/bootstrap/main.js) on a free port with an in-memory
// database, then runs every tests/e2e/*.e2e.mjs module against it in headless Chromium (playwright-core,
// system browser at /usr/bin/chromium; never `npx playwright install`).
//
// Usage: npm run test:e2e   (runs `npm run build` first only when dist/bootstrap/main.js is missing)
// Environment (all optional):
//   E2E_CHROMIUM       browser executable (default /usr/bin/chromium)
//   E2E_ARTIFACTS_DIR  where failure screenshots go (default: a new temporary folder)
//   E2E_SERVER_ENTRY   server entry to start instead of dist/bootstrap/main.js (no build then)
//   E2E_VERBOSE=1      stream the server's output
//   E2E_ONLY           run only the test files whose name holds one of these texts (console-import,console-print)
// Last line printed: `e2e: <passed> passed, <failed> failed`; exit code 1 when anything failed.

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const testsDir = join(root, 'tests', 'e2e');
const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const serverEntry = process.env.E2E_SERVER_ENTRY
  ? resolve(process.env.E2E_SERVER_ENTRY)
  : join(root, 'dist', 'bootstrap', 'main.js');
const verbose = process.env.E2E_VERBOSE === '1';
const READY_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 90_000;
const ADMIN_USERNAME = 'admin';

/** Temporary folders to remove even when the run is interrupted. */
const temporaryDirs = new Set();
process.on('exit', () => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

const say = (line) => process.stdout.write(`${line}\n`);
const warn = (line) => process.stderr.write(`${line}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Chromium flags that keep the browser quiet and offline apart from the pages we open. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function discoverTests() {
  if (!existsSync(testsDir)) return [];
  return readdirSync(testsDir)
    .filter((file) => file.endsWith('.e2e.mjs'))
    .filter(
      (file) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').some((part) => file.includes(part)),
    )
    .sort()
    .map((file) => join(testsDir, file));
}

function summary(passed, failed) {
  say(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

function ensureBuild() {
  if (process.env.E2E_SERVER_ENTRY || existsSync(serverEntry)) return;
  say('e2e: dist/bootstrap/main.js is missing, running `npm run build`');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(serverEntry)) {
    throw new Error(`npm run build failed (exit ${build.status}); ${serverEntry} not produced`);
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** A password that satisfies any reasonable policy: 8–72 bytes, mixed case, digits, a symbol. */
function strongPassword() {
  return `E2e-${randomBytes(18).toString('base64url')}-9z`;
}

/** The server child process, its recent output, and an idempotent stop(). */
function startServer(port, adminPassword) {
  const output = [];
  const keep = (stream, target) => {
    let partial = '';
    stream.on('data', (chunk) => {
      if (verbose) target.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
      if (output.length > 300) output.splice(0, output.length - 300);
    });
  };
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory:',
      APP_ADMIN_USERNAME: ADMIN_USERNAME,
      APP_ADMIN_PASSWORD: adminPassword,
      APP_BCRYPT_COST: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);

  const exited = new Promise((done) => {
    child.on('exit', (code, signal) => done({ code, signal }));
  });
  let running = true;
  exited.then(() => {
    running = false;
  });
  child.on('error', (error) => output.push(`spawn error: ${error.message}`));

  return {
    child,
    output,
    exited,
    isRunning: () => running,
    /** SIGTERM, then SIGKILL after 10 s. Resolves with how the process ended, or null if it had already. */
    async stop() {
      if (!running) return null;
      child.kill('SIGTERM');
      const ended = await Promise.race([exited, sleep(10_000).then(() => null)]);
      if (ended) return ended;
      warn('e2e: server ignored SIGTERM for 10 s, sending SIGKILL');
      child.kill('SIGKILL');
      return exited;
    },
    /** Last resort for process 'exit': synchronous, no waiting. */
    killNow() {
      if (running) child.kill('SIGKILL');
    },
  };
}

async function waitUntilReady(baseUrl, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!server.isRunning()) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`GET /health/ready not 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`);
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Runs one test module in its own browser with a fresh profile. Returns true when it passed. */
async function runTest(file, context) {
  const { chromium } = await import('playwright-core');
  const module = await import(pathToFileURL(file).href);
  const name = module.name ?? file;
  const profileDir = mkdtempSync(join(tmpdir(), 'e2e-chromium-profile-'));
  temporaryDirs.add(profileDir);
  let browserContext;
  let page;
  const requests = [];
  const pageErrors = [];
  const consoleErrors = [];
  const started = Date.now();
  try {
    browserContext = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 1000 },
    });
    browserContext.setDefaultTimeout(15_000);
    browserContext.on('request', (request) => requests.push(request));
    page = browserContext.pages()[0] ?? (await browserContext.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const running = module.default({ ...context, page, requests });
    running.catch(() => {}); // After a timeout it fails later, when the browser closes: not unhandled.
    await withTimeout(running, TEST_TIMEOUT_MS, name);
    say(`  ✓ ${name} (${Date.now() - started} ms)`);
    return true;
  } catch (error) {
    say(`  ✗ ${name} (${Date.now() - started} ms)`);
    warn(
      `    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.replaceAll(
        '\n',
        '\n    ',
      ),
    );
    if (pageErrors.length > 0) warn(`    page errors:\n      ${pageErrors.join('\n      ')}`);
    if (consoleErrors.length > 0) warn(`    console errors:\n      ${consoleErrors.join('\n      ')}`);
    if (page) {
      const screenshot = join(context.artifactsDir, `${slug(name)}.png`);
      try {
        await page.screenshot({ path: screenshot, fullPage: true, timeout: 10_000 });
        warn(`    screenshot: ${screenshot}`);
      } catch (shotError) {
        warn(`    (no screenshot: ${shotError instanceof Error ? shotError.message : String(shotError)})`);
      }
    }
    return false;
  } finally {
    await browserContext?.close().catch(() => {});
    rmSync(profileDir, { recursive: true, force: true });
    temporaryDirs.delete(profileDir);
  }
}

async function main() {
  const tests = discoverTests();
  if (tests.length === 0) {
    warn(`e2e: no *.e2e.mjs files in ${testsDir}`);
    summary(0, 1);
  }
  if (!existsSync(chromiumPath)) {
    warn(
      `e2e: Chromium not found at ${chromiumPath}. Install it with: apt-get update && apt-get install -y chromium` +
        ' (or set E2E_CHROMIUM to a Chromium executable). Do not run `npx playwright install`.',
    );
    summary(0, tests.length);
  }
  ensureBuild();

  const ownArtifactsDir = !process.env.E2E_ARTIFACTS_DIR;
  const artifactsDir = process.env.E2E_ARTIFACTS_DIR
    ? resolve(process.env.E2E_ARTIFACTS_DIR)
    : mkdtempSync(join(tmpdir(), 'e2e-artifacts-'));
  mkdirSync(artifactsDir, { recursive: true });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminPassword = strongPassword();
  say(`e2e: starting ${serverEntry} on ${baseUrl} (DATABASE_URL=memory:)`);
  const server = startServer(port, adminPassword);

  // Whatever happens from here on, the child must not outlive us.
  process.on('exit', () => server.killNow());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      warn(`e2e: ${signal} received, stopping the server`);
      server.killNow();
      process.exit(1);
    });
  }

  let passed = 0;
  let failed = 0;
  try {
    let ready = false;
    try {
      await waitUntilReady(baseUrl, server);
      ready = true;
    } catch (error) {
      warn(`e2e: ${error instanceof Error ? error.message : String(error)}`);
      warn(`e2e: server output (last lines):\n${server.output.slice(-60).join('\n')}`);
      failed = tests.length;
    }
    if (ready) {
      const context = { baseUrl, admin: { username: ADMIN_USERNAME, password: adminPassword }, artifactsDir };
      for (const file of tests) {
        if (await runTest(file, context)) passed += 1;
        else failed += 1;
      }
      if (failed > 0) {
        warn(`e2e: server output (last lines):\n${server.output.slice(-40).join('\n')}`);
      }
    }
  } finally {
    const ended = await server.stop();
    if (ended && ended.code !== 0) {
      // Informational only: a clean shutdown on SIGTERM exits 0.
      warn(`e2e: note: after SIGTERM the server ended with code ${ended.code}, signal ${ended.signal}`);
    }
    if (failed === 0 && ownArtifactsDir) rmSync(artifactsDir, { recursive: true, force: true });
    else warn(`e2e: artifacts in ${artifactsDir}`);
  }
  summary(passed, failed);
}

main().catch((error) => {
  warn(`e2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  summary(0, Math.max(1, discoverTests().length));
});
