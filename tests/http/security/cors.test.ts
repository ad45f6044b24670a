import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const ALLOWED = 'https://app.example';
const OTHER = 'https://evil.example';

const preflight = (t: TestApp, origin: string) =>
  t.request('OPTIONS', '/api/v1/task', {
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });

/** OWASP API8: no cross-origin access unless an operator lists the origins (APP_CORS_ORIGINS). */
describe('CORS', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('when no origin is configured, then neither a preflight nor a request gets any CORS header', async () => {
    t = await createTestApp('memory');
    const token = await t.adminToken();
    const responses = [
      await preflight(t, ALLOWED),
      await t.request('GET', '/api/v1/task', { token, headers: { Origin: ALLOWED } }),
    ];
    expect(responses[0]!.status).not.toBe(204);
    expect(responses[1]!.status).toBe(200);
    for (const response of responses) {
      expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('when an origin is configured, then it alone is allowed, without credentials, may send PATCH and If-Match, and sees Location, X-Request-Id and ETag', async () => {
    t = await createTestApp('memory', { env: { APP_CORS_ORIGINS: `${ALLOWED}, https://other-app.example` } });
    const token = await t.adminToken();

    const allowed = await preflight(t, ALLOWED);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await t.request('GET', '/api/v1/task', { token, headers: { Origin: ALLOWED } });
    expect(read.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(read.headers.get('access-control-expose-headers')).toBe(
      'Location,X-Request-Id,ETag,Link,X-Total-Count,RateLimit,RateLimit-Policy,Retry-After',
    );
    // docs/api/records.md#conditional-requests: a browser client may make conditional writes and patches.
    const conditional = await t.request('OPTIONS', '/api/v1/task/1', {
      headers: {
        Origin: ALLOWED,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,if-match',
      },
    });
    expect(conditional.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(conditional.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-match');
    expect(read.headers.get('vary')).toContain('Origin');

    const refused = await preflight(t, OTHER);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const foreign = await t.request('GET', '/api/v1/task', { token, headers: { Origin: OTHER } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
