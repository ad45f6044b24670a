import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../support/http.js';
import { ADMIN } from '../../support/test-app.js';
import { sessionIdOf } from '../../support/token-session.js';
import { useTestApp } from '../../support/use-test-app.js';

const SECRET = 'a-test-signing-key-that-is-long-enough-1234';

interface Claims {
  readonly sid?: string;
  readonly alg?: string;
  readonly sub?: string;
  readonly iss?: string;
  readonly aud?: string;
  readonly exp?: boolean;
}

/** A token signed with the service's own key, with the claims as given. */
function sign({
  sid,
  alg = 'HS256',
  sub = '1',
  iss = 'task-service',
  aud = 'task-service',
  exp = true,
}: Claims) {
  const jwt = new SignJWT(sid === undefined ? {} : { sid })
    .setProtectedHeader({ alg })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud);
  jwt.setIssuedAt();
  if (exp) jwt.setExpirationTime('1h');
  return jwt.sign(new TextEncoder().encode(SECRET));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The other spellings of a base64url segment that decode to the same bytes (differing in unused bits). */
function respellings(segment: string): string[] {
  const unusedBits = { 0: 0, 2: 4, 3: 2 }[(segment.length % 4) as 0 | 2 | 3];
  if (!unusedBits) return [];
  const last = ALPHABET.indexOf(segment.at(-1)!);
  return Array.from({ length: 2 ** unusedBits - 1 }, (_, i) => ALPHABET[last ^ (i + 1)]!).map(
    (char) => segment.slice(0, -1) + char,
  );
}

/** OWASP API2: a token signed with the right key still has to be one this service issued, for a real user. */
describe('bearer token claims', () => {
  const t = useTestApp('memory', { app: { env: { APP_JWT_SECRET: SECRET } }, signIn: false, per: 'all' });

  const me = async (token: string) => (await t.request('GET', '/api/v1/auth/me', { token })).status;
  /** The claims of a live session of user 1: the control every forgery differs from in one way. */
  let live: { sid: string };
  beforeAll(async () => {
    live = { sid: sessionIdOf(await t.login(ADMIN.username, ADMIN.password)) };
  });

  it('when every claim is right, then it is accepted (control)', async () => {
    expect(await me(await sign(live))).toBe(200);
  });

  it('when the token names no session (issued before sessions existed), an unknown one, or another user’s, then 401', async () => {
    expect(await me(await sign({}))).toBe(401);
    expect(await me(await sign({ sid: 'no-such-session' }))).toBe(401);
    const other = await t.createUser({ username: 'other', roles: ['ADMIN'] });
    const theirs = sessionIdOf(await other.token());
    expect(await me(await sign({ sid: theirs }))).toBe(401);
    expect(await me(await sign({ sid: theirs, sub: String(other.id) }))).toBe(200);
  });

  it.each<[string, Claims]>([
    ['another issuer', { iss: 'another-service' }],
    ['another audience', { aud: 'another-service' }],
    ['no expiry', { exp: false }],
    ['HS512 instead of HS256', { alg: 'HS512' }],
    ['a user that does not exist', { sub: '999' }],
    ['a subject that is not a user ID', { sub: 'admin' }],
  ])('when the token has %s, then 401', async (_, claims) => {
    expect(await me(await sign({ ...live, ...claims }))).toBe(401);
  });

  it('when a segment is re-spelt with other unused bits in its last character, then 401 for every spelling', async () => {
    const token = await sign(live);
    const segments = token.split('.');
    const variants = segments.flatMap((segment, index) =>
      respellings(segment).map((spelling) => segments.map((s, i) => (i === index ? spelling : s)).join('.')),
    );
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(await me(variant), variant).toBe(401);
    expect(await me(token)).toBe(200);
  });

  it.each([
    ['padding', (token: string) => `${token}=`],
    ['a fourth segment', (token: string) => `${token}.e30`],
  ])('when the token carries %s, then 401', async (_, spoil) => {
    const token = await sign(live);
    expect(await me(spoil(token))).toBe(401);
  });

  it('when a user logs in, then the token comes in the body and no cookie is set', async () => {
    const response = await t.request('POST', '/api/v1/auth/login', { json: ADMIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await json(response)).tokenType).toBe('Bearer');
  });
});
