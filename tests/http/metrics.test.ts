import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import {
  FAKE_USAGE,
  type FakeLlmServer,
  startFakeLlmServer,
  streamedReply,
} from '../support/fake-llm-server.js';
import { json } from '../support/http.js';
import { parsePrometheusText, type Sample, sampleValue } from '../support/prometheus-text.js';
import type { TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const METRICS_TOKEN = 'scraper-token-0123456789';

async function scrape(t: Pick<TestApp, 'request'>, headers: Record<string, string> = {}): Promise<Sample[]> {
  const response = await t.request('GET', '/metrics', { headers });
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

describeEachBackend('GET /metrics', (backend) => {
  const t = useTestApp(backend);

  it('when a request was answered, then the exposition parses and counts it under its route template', async () => {
    await t.request('GET', '/api/v1/task/987654', { token: t.admin });
    const response = await t.request('GET', '/metrics');
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    const samples = parsePrometheusText(text);
    const labels = { method: 'GET', route: '/api/v1/task/:id', status: '404' };
    expect(sampleValue(samples, 'http_requests_total', labels)).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', labels)).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(1);
    expect(text).not.toContain('987654');
  });

  it('when paths match no route, then they share one label, whatever the path', async () => {
    for (const path of ['/nowhere/1', '/nowhere/2', '/api/v1/nothing-here']) await t.request('GET', path);
    const samples = await scrape(t);
    expect(
      sampleValue(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(3);
    expect(samples.some((sample) => sample.labels.route?.includes('nowhere'))).toBe(false);
  });

  it('when a request is refused before its handler (no token), then it is still counted under its route', async () => {
    await t.request('GET', '/api/v1/task');
    const samples = await scrape(t);
    expect(
      sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/api/v1/task', status: '401' }),
    ).toBe(1);
  });

  it('when logins fail and then run out of attempts, then failures and lockouts are counted', async () => {
    const wrong = { username: 'admin', password: 'not-the-password' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await t.request('POST', '/api/v1/auth/login', { json: wrong })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const samples = await scrape(t);
    expect(sampleValue(samples, 'login_failures_total')).toBe(10);
    expect(sampleValue(samples, 'login_lockouts_total')).toBe(1);
  });

  it('when records are imported and exported, then their rows are counted by kind and direction', async () => {
    const post = (path: string, body: unknown) => t.request('POST', path, { token: t.admin, json: body });
    const tasks = [1, 2, 3].map((n) => ({ code: `T-${n}`, label: `Task ${n}` }));
    expect((await post('/api/v1/task/import.json', tasks)).status).toBe(201);
    expect((await post('/api/v1/task/import.json', [{ code: 'T-1', label: 'Again' }])).status).toBe(201);
    expect((await post('/api/v1/task/import.json', [{ code: '', label: 'Invalid' }])).status).toBe(400);
    expect((await post('/api/v1/badge/import.json', [{ code: 'B-1', label: 'Badge' }])).status).toBe(201);
    expect((await post('/api/v1/contact/import.json', [{ firstName: 'A', lastName: 'B' }])).status).toBe(201);
    const exported = await t.request('GET', '/api/v1/task/export.json', { token: t.admin });
    expect(await json(exported)).toHaveLength(3);

    const samples = await scrape(t);
    const rows = (kind: string, direction: string) =>
      sampleValue(samples, 'exchange_rows_total', { kind, direction });
    expect(rows('task', 'import')).toBe(4);
    expect(rows('task', 'export')).toBe(3);
    expect(rows('badge', 'import')).toBe(1);
    expect(rows('contact', 'import')).toBe(1);
    expect(rows('template_object', 'import')).toBe(0);
  });

  it('when records are written and read, then the database reports its units of work and statements', async () => {
    const created = await t.request('POST', '/api/v1/task', {
      token: t.admin,
      json: { code: 'DB-1', label: 'x' },
    });
    expect(created.status).toBe(201);
    await t.request('GET', '/api/v1/task', { token: t.admin });
    const samples = await scrape(t);
    const commits = sampleValue(samples, 'db_transaction_duration_seconds_count', { outcome: 'commit' });
    const statements = sampleValue(samples, 'db_query_duration_seconds_count');
    // The memory backend has no database to time; SQLite statements run synchronously and are not timed.
    expect(commits > 0).toBe(backend !== 'memory');
    expect(statements > 0).toBe(backend === 'postgres');
    expect(sampleValue(samples, 'db_transactions_waiting')).toBe(0);
  });

  it('when the process metrics are read, then they are there too', async () => {
    const samples = await scrape(t);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /metrics, printing', () => {
  const t = useTestApp('memory');

  it('when a printout is made, then its duration is recorded by layout and outcome', async () => {
    const response = await t.request('GET', '/api/v1/task/print.pdf', { token: t.admin });
    expect(response.status).toBe(200);
    const samples = await scrape(t);
    const labels = { layout: 'records', outcome: 'ok' };
    expect(sampleValue(samples, 'print_duration_seconds_count', labels)).toBe(1);
    expect(sampleValue(samples, 'print_duration_seconds_sum', labels)).toBeGreaterThan(0);
  }, 30_000);
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  const t = useTestApp('memory', { app: { env: { METRICS_TOKEN } } });

  it('when no token, another token or a user token is sent, then 401 problem METRICS.UNAUTHENTICATED', async () => {
    const refused: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${METRICS_TOKEN}x` },
      { Authorization: `Bearer ${t.admin}` },
      { Authorization: METRICS_TOKEN },
    ];
    for (const headers of refused) {
      const response = await t.request('GET', '/metrics', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await json(response)).toMatchObject({ status: 401, code: 'METRICS.UNAUTHENTICATED' });
    }
  });

  it('when the token is sent, then 200 with the metrics', async () => {
    const samples = await scrape(t, { Authorization: `Bearer ${METRICS_TOKEN}` });
    expect(sampleValue(samples, 'http_requests_total', { route: '/metrics', status: '401' })).toBe(0);
    expect(samples.some((sample) => sample.name === 'login_failures_total')).toBe(true);
  });

  it('when the OpenAPI document is read, then /metrics is there with its token scheme and its 401', async () => {
    const document = (await json(await t.request('GET', '/openapi.json'))) as {
      paths: Record<string, { get: { security?: unknown; responses: Record<string, unknown> } }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operation = document.paths['/metrics']!.get;
    expect(operation.security).toEqual([{ metricsToken: [] }]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '500']);
    expect(document.components.securitySchemes.metricsToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});

describe('GET /metrics, language-model calls', () => {
  let upstream: FakeLlmServer;
  const t = useTestApp('memory');
  beforeEach(async () => {
    upstream = await startFakeLlmServer();
  });
  afterEach(async () => {
    await upstream.close();
  });

  it('when prompts, whole or streamed, are answered, fail or time out, then their durations and token counts are recorded by model', async () => {
    const configured = await t.request('PUT', '/api/v1/lmstudio/settings', {
      token: t.admin,
      json: { baseUrl: upstream.baseUrl, model: 'local-model', timeoutSeconds: 1 },
    });
    expect(configured.status).toBe(200);
    const prompt = () =>
      t.request('POST', '/api/v1/lmstudio/prompt', { token: t.admin, json: { prompt: 'Hi?' } });
    expect((await prompt()).status).toBe(200);
    expect((await prompt()).status).toBe(200);
    upstream.respondWith({ kind: 'stream', pieces: streamedReply('served-model', ['Hel', 'lo']) });
    const streamed = await t.request('POST', '/api/v1/lmstudio/prompt/stream', {
      token: t.admin,
      json: { prompt: 'Hi?' },
    });
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain('event: done');
    upstream.respondWith({ kind: 'raw', status: 500, body: 'down' });
    expect((await prompt()).status).toBe(502);
    upstream.respondWith({ kind: 'slow', delayMs: 1500 });
    expect((await prompt()).status).toBe(504);

    const samples = await scrape(t);
    const model = { model: 'local-model' };
    expect(sampleValue(samples, 'llm_request_duration_seconds_count', { ...model, outcome: 'ok' })).toBe(3);
    expect(sampleValue(samples, 'llm_request_duration_seconds_count', { ...model, outcome: 'failed' })).toBe(
      1,
    );
    expect(sampleValue(samples, 'llm_request_duration_seconds_count', { ...model, outcome: 'timeout' })).toBe(
      1,
    );
    expect(
      sampleValue(samples, 'llm_request_duration_seconds_sum', { ...model, outcome: 'timeout' }),
    ).toBeGreaterThanOrEqual(0.9);
    expect(sampleValue(samples, 'llm_tokens_total', { ...model, type: 'prompt' })).toBe(
      3 * FAKE_USAGE.prompt_tokens,
    );
    expect(sampleValue(samples, 'llm_tokens_total', { ...model, type: 'completion' })).toBe(
      3 * FAKE_USAGE.completion_tokens,
    );
  });
});
