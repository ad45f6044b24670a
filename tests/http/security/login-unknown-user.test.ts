import { describe, expect, it, vi } from 'vitest';
import type { PasswordHasher } from '../../../application/access/ports/password-hasher.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** OWASP API2: a login must not tell "no such user" from "wrong password", by its answer or its work. */
describe('login of an unknown user', () => {
  const t = useTestApp('memory', { signIn: false });

  it('when the username is unknown, then a bcrypt hash of the configured cost is compared all the same, and the answer is that of a wrong password', async () => {
    const hasher = t.service.container.get<PasswordHasher>(TOKENS.passwordHasher);
    const verify = vi.spyOn(hasher, 'verify');
    const login = (username: string) =>
      t.request('POST', '/api/v1/auth/login', { json: { username, password: 'wrong-password' } });

    const unknown = await login('nobody');
    const wrong = await login('admin');

    expect(verify).toHaveBeenCalledTimes(2);
    // The same cost as the admin's stored hash, so that both comparisons take as long.
    const cost = (hash: string) => /^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1];
    expect(cost(verify.mock.calls[0]![1])).toBeDefined();
    expect(cost(verify.mock.calls[0]![1])).toBe(cost(verify.mock.calls[1]![1]));
    expect(unknown.status).toBe(401);
    expect(await json(unknown)).toEqual(await json(wrong));
  });
});
