// Run by scripts/e2e.mjs. Admin › Language model: a prompt before any set-up is refused in words
// (503), the settings saved pointing at a closed port give the 502 in words and "Test connection"
// says why there is none, then at a fake OpenAI-compatible server started here: the connection
// tested, the model picked from the server's list, a token stored and shown only as configured,
// a reply streamed in piece by piece, a long one stopped (the service drops the server's request too).
// A user who is no administrator sends prompts without seeing the settings. axe-core checks the
// page with its settings, a reply and a problem.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { apiAs, assertAccessible, picture, signIn, until } from './console-support.mjs';

export const name =
  'Console: language-model settings, refusals in words, a reply streamed in, a reply stopped';

const chunk = (choices) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', model: 'fake-model', choices })}\n\n`;
const piece = (text) => chunk([{ index: 0, delta: { content: text }, finish_reason: null }]);

/** Its model list, as `GET /v1/models` answers it. */
const MODELS = { object: 'list', data: [{ id: 'fake-model', owned_by: 'e2e' }, { id: 'fake-large' }] };

/**
 * A chat-completions server that streams "Hello there", or a long reply slowly when asked for a
 * story; it lists two models.
 */
async function startFakeModel() {
  const seen = { authorization: [], disconnected: false };
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const part of request) body += part;
    seen.authorization.push(request.headers.authorization);
    if (request.method === 'GET' && request.url === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(MODELS));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (!body.includes('story')) {
      for (const text of ['Hel', 'lo', ' there']) response.write(piece(text));
      response.end(`${chunk([{ index: 0, delta: {}, finish_reason: 'stop' }])}data: [DONE]\n\n`);
      return;
    }
    const timer = setInterval(() => response.write(piece('Once upon a time. ')), 100);
    response.on('close', () => {
      clearInterval(timer);
      seen.disconnected = !response.writableFinished;
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, seen, baseUrl: `http://127.0.0.1:${server.address().port}` };
}

export default async function consoleLanguageModel({ page, baseUrl, admin, artifactsDir }) {
  const fake = await startFakeModel();
  const api = await apiAs(baseUrl, admin);
  const clerk = { username: 'e2e-model-clerk', password: 'E2e-model-clerk-1' };
  const user = await (
    await api('POST', '/api/v1/auth/users', { ...clerk, enabled: true, roles: ['USER'] })
  ).json();
  try {
    await journey(page, baseUrl, admin, fake, api, artifactsDir);
    await asUser(page, baseUrl, clerk);
  } finally {
    await api('DELETE', `/api/v1/auth/users/${user.id}`);
    fake.server.closeAllConnections();
    fake.server.close();
  }
}

async function ask(page, prompt) {
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Send' }).click();
}

const lastStatus = (page) => page.locator('.turn').last().getByRole('status');

async function saveSettings(page, fields) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved.').waitFor();
}

async function journey(page, baseUrl, admin, fake, api, artifactsDir) {
  await signIn(page, baseUrl, admin);
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'Language model' })
    .click();
  await page.getByText('No model server is set up yet').waitFor();

  await ask(page, 'Hello?');
  await until(async () => /^Failed/.test((await lastStatus(page).textContent()) ?? ''), 'the refusal');
  assert.match((await lastStatus(page).textContent()) ?? '', /not configured/);
  await assertAccessible(page, 'the language model, not set up');

  await saveSettings(page, {
    'Server address': 'http://127.0.0.1:1',
    Model: 'fake-model',
    'Timeout (seconds)': '5',
  });
  await page.getByText('No token is configured').waitFor();
  await ask(page, 'Hello?');
  await until(async () => /^Failed/.test((await lastStatus(page).textContent()) ?? ''), 'the 502');
  assert.match((await lastStatus(page).textContent()) ?? '', /could not be reached/);
  await page.getByRole('button', { name: 'Test connection' }).click();
  const settings = page.getByRole('form', { name: 'Model server' });
  await settings
    .getByRole('alert')
    .getByText(/^No connection: .*could not be reached/)
    .waitFor();
  assert.match(
    (await settings.getByRole('alert').textContent()) ?? '',
    /Check the address and that the server is running/,
  );
  await assertAccessible(page, 'a failed connection test');
  await picture(page, artifactsDir, 'language-model-no-connection');

  await saveSettings(page, { 'Server address': fake.baseUrl, Token: 'e2e-secret-token' });
  await page.getByText('A token is configured').waitFor();
  const picker = page.getByRole('combobox', { name: 'Model' });
  await picker.waitFor();
  assert.deepEqual(await picker.locator('option').allTextContents(), ['fake-model (e2e)', 'fake-large']);
  assert.equal(await picker.inputValue(), 'fake-model');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await settings
    .getByRole('status')
    .getByText(
      `Connected: ${fake.baseUrl} answers and offers 2 models. fake-model, which prompts go to, is one of them.`,
    )
    .waitFor();
  await picker.selectOption('fake-large');
  await page.getByRole('button', { name: 'Save' }).click();
  await until(
    async () => (await (await api('GET', '/api/v1/lmstudio/settings')).json()).model === 'fake-large',
    'the model picked from the list saved',
  );
  await assertAccessible(page, 'the model picked from the server’s list');
  await picture(page, artifactsDir, 'language-model-connected');
  await picker.selectOption('fake-model');
  await page.getByRole('button', { name: 'Save' }).click();
  await until(
    async () => (await (await api('GET', '/api/v1/lmstudio/settings')).json()).model === 'fake-model',
    'the first model saved again',
  );
  assert.equal(await page.getByLabel('Token', { exact: true }).inputValue(), '', 'the token is never shown');

  await ask(page, 'Say hello');
  await page.locator('.turn-reply').last().getByText('Hello there').waitFor();
  await until(
    async () => (await lastStatus(page).textContent()) === 'Done: fake-model',
    'the end of the reply',
  );
  assert.equal(fake.seen.authorization.at(-1), 'Bearer e2e-secret-token');
  await assertAccessible(page, 'a streamed reply');

  await ask(page, 'Tell a story');
  await page
    .locator('.turn-reply')
    .last()
    .getByText(/Once upon a time\. Once/)
    .waitFor();
  await page.getByRole('button', { name: 'Stop' }).click();
  await until(async () => (await lastStatus(page).textContent()) === 'Stopped', 'the reply stopped');
  await until(async () => fake.seen.disconnected, "the service's request to the model dropped");
  assert.equal(await page.getByRole('button', { name: 'Stop' }).isDisabled(), true);
}

/** A user who is no administrator: the settings are not theirs, the conversation is. */
async function asUser(page, baseUrl, clerk) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, baseUrl, clerk);
  await page.goto(`${baseUrl}/admin/language-model`);
  await page.getByText('Only administrators see and change the model server').waitFor();
  assert.equal(await page.getByLabel('Server address').count(), 0);
  await ask(page, 'Say hello');
  await until(
    async () => (await lastStatus(page).textContent()) === 'Done: fake-model',
    'a reply for a user',
  );
  await assertAccessible(page, 'the language model for a user');
}
