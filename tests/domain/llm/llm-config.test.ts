import { describe, expect, it } from 'vitest';
import {
  LlmConfig,
  type LlmSettingsChanges,
  MAX_BASE_URL_LENGTH,
  MAX_MODEL_LENGTH,
  MAX_TIMEOUT_SECONDS,
  MAX_TOKEN_LENGTH,
} from '../../../domain/llm/llm-config.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const T1 = instantFromMicros(1_795_000_000_000_001);

const VALID: LlmSettingsChanges = {
  baseUrl: 'http://lmstudio:1234',
  model: 'qwen2.5-7b-instruct',
  timeoutSeconds: 60,
};

function create(overrides: Partial<LlmSettingsChanges> = {}): LlmConfig {
  return LlmConfig.create({ ...VALID, ...overrides }, T0);
}

/** The InvalidInput thrown by `work`, or a failure when it does not throw one. */
function invalid(work: () => unknown): InvalidInput {
  try {
    work();
  } catch (error) {
    if (error instanceof InvalidInput) return error;
    throw error;
  }
  throw new Error('expected InvalidInput, but nothing was thrown');
}

function rejectedPaths(overrides: Partial<LlmSettingsChanges>): string[] {
  return invalid(() => create(overrides)).details.map((detail) => detail.path);
}

/** An http URL of exactly `length` characters. */
function urlOfLength(length: number): string {
  const prefix = 'http://lmstudio:1234/';
  return prefix + 'p'.repeat(length - prefix.length);
}

describe('LlmConfig', () => {
  describe('baseUrl', () => {
    it.each([
      ['an ftp URL', 'ftp://lmstudio:1234'],
      ['a file URL', 'file:///etc/passwd'],
      ['a javascript URL', 'javascript:alert(1)'],
      ['user and password', 'http://user:pw@lmstudio:1234'],
      ['a user only', 'http://user@lmstudio:1234'],
      ['an empty user-info part', 'http://@lmstudio:1234'],
      ['a query', 'http://lmstudio:1234/?q=1'],
      ['an empty query', 'http://lmstudio:1234/?'],
      ['a fragment', 'http://lmstudio:1234/#f'],
      ['a relative URL', '/v1/chat/completions'],
      ['a host without a scheme', 'lmstudio:1234'],
      ['a scheme without slashes', 'http:lmstudio'],
      ['no host', 'http://'],
      ['a third slash instead of a host', 'http:///lmstudio'],
      ['a space', 'http://lm studio:1234'],
      ['a trailing newline', 'http://lmstudio:1234\n'],
      ['a backslash', 'http://lmstudio:1234\\@evil'],
      ['a port out of range', 'http://lmstudio:99999'],
      ['an empty string', ''],
      [`${MAX_BASE_URL_LENGTH + 1} characters`, urlOfLength(MAX_BASE_URL_LENGTH + 1)],
    ])('when it has %s, then it is rejected naming baseUrl', (_, baseUrl) => {
      expect(rejectedPaths({ baseUrl })).toEqual(['baseUrl']);
    });

    it.each([
      ['an http host and port', 'http://lmstudio:1234'],
      ['https with a path prefix and trailing slash', 'https://llm.example.com/proxy/'],
      ['an upper-case scheme', 'HTTP://LMSTUDIO:1234'],
      ['an IPv6 literal', 'http://[::1]:8080'],
      ['an IPv4 address', 'http://192.168.1.20:11434'],
      [`exactly ${MAX_BASE_URL_LENGTH} characters`, urlOfLength(MAX_BASE_URL_LENGTH)],
    ])('when it is %s, then it is accepted as given', (_, baseUrl) => {
      expect(create({ baseUrl }).baseUrl).toBe(baseUrl);
    });
  });

  describe('model', () => {
    it.each([
      ['empty', ''],
      ['blank', ' \t '],
      [`${MAX_MODEL_LENGTH + 1} characters long`, 'm'.repeat(MAX_MODEL_LENGTH + 1)],
      ['a line break inside', 'qwen\n7b'],
    ])('when it is %s, then it is rejected naming model', (_, model) => {
      expect(rejectedPaths({ model })).toEqual(['model']);
    });

    it.each([
      [`exactly ${MAX_MODEL_LENGTH} characters long`, 'm'.repeat(MAX_MODEL_LENGTH)],
      ['a path-like identifier with a tag', 'lmstudio-community/Meta-Llama-3-8B-Instruct-GGUF:Q4_K_M'],
      ['one character', 'x'],
    ])('when it is %s, then it is accepted', (_, model) => {
      expect(create({ model }).model).toBe(model);
    });
  });

  describe('timeoutSeconds', () => {
    it.each([
      ['0', 0],
      ['-1', -1],
      ['1.5', 1.5],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      [`${MAX_TIMEOUT_SECONDS + 1}`, MAX_TIMEOUT_SECONDS + 1],
    ])('when it is %s, then it is rejected naming timeoutSeconds', (_, timeoutSeconds) => {
      expect(rejectedPaths({ timeoutSeconds })).toEqual(['timeoutSeconds']);
    });

    it.each([1, MAX_TIMEOUT_SECONDS])('when it is %s, then it is accepted', (timeoutSeconds) => {
      expect(create({ timeoutSeconds }).timeoutSeconds).toBe(timeoutSeconds);
    });
  });

  describe('token', () => {
    it.each([
      ['a space', 'sk secret'],
      ['a tab', 'sk\tsecret'],
      ['a newline', 'sk-secret\n'],
      ['a NUL character', 'sk\u0000secret'],
      ['a DEL character', 'sk\u007fsecret'],
      ['a no-break space', 'sk\u00a0secret'],
      ['a non-ASCII letter', 'sk-sécret'],
      [`${MAX_TOKEN_LENGTH + 1} characters`, 't'.repeat(MAX_TOKEN_LENGTH + 1)],
    ])('when it has %s, then it is rejected naming token without quoting it', (_, token) => {
      const error = invalid(() => create({ token }));
      expect(error.details.map((detail) => detail.path)).toEqual(['token']);
      expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('secret');
    });

    it.each([
      ['a colon', 'user:secret'],
      ['typical API-key punctuation', 'sk-proj_AbC.123~+/=='],
      [`exactly ${MAX_TOKEN_LENGTH} characters`, 't'.repeat(MAX_TOKEN_LENGTH)],
    ])('when it has %s, then it is accepted', (_, token) => {
      const config = create({ token });
      expect(config.token).toBe(token);
      expect(config.tokenConfigured).toBe(true);
    });

    it.each([
      ['omitted', undefined],
      ['null', null],
      ['empty', ''],
    ])('when it is %s on the first configuration, then no token is stored', (_, token) => {
      const config = create({ token });
      expect(config.token).toBeNull();
      expect(config.tokenConfigured).toBe(false);
    });

    it.each([
      ['omitted', undefined],
      ['null', null],
    ])('when it is %s on a reconfiguration, then the stored token is kept', (_, token) => {
      const next = create({ token: 'kept:token' }).reconfigure({ ...VALID, model: 'other', token }, T1);
      expect(next.token).toBe('kept:token');
      expect(next.model).toBe('other');
    });

    it('when it is empty on a reconfiguration, then the stored token is removed', () => {
      const next = create({ token: 'old-token' }).reconfigure({ ...VALID, token: '' }, T1);
      expect(next.token).toBeNull();
      expect(next.tokenConfigured).toBe(false);
    });

    it('when it has a value on a reconfiguration, then it replaces the stored token', () => {
      expect(create({ token: 'old-token' }).reconfigure({ ...VALID, token: 'new-token' }, T1).token).toBe(
        'new-token',
      );
    });

    it.each([
      ['a path added', 'http://lmstudio:1234/proxy/'],
      ['the host in capitals', 'http://LMSTUDIO:1234'],
      ['the scheme in capitals', 'HTTP://lmstudio:1234'],
    ])(
      'when the origin stays the same with %s and no token is sent, then the stored token is kept',
      (_, baseUrl) => {
        for (const token of [undefined, null]) {
          expect(create({ token: 'kept:token' }).reconfigure({ ...VALID, baseUrl, token }, T1).token).toBe(
            'kept:token',
          );
        }
      },
    );

    it.each([
      ['the default http port written out', 'http://lmstudio', 'http://lmstudio:80/v1'],
      ['the default https port written out', 'https://llm.example.com:443', 'https://LLM.example.com/'],
    ])('when the origin is the same with %s, then the stored token is kept', (_, from, to) => {
      const config = create({ baseUrl: from, token: 'kept:token' });
      expect(config.reconfigure({ ...VALID, baseUrl: to }, T1).token).toBe('kept:token');
    });

    it.each([
      ['another host', 'http://attacker.example:1234'],
      ['another port', 'http://lmstudio:1235'],
      ['another scheme', 'https://lmstudio:1234'],
      ['a sub-domain of the host', 'http://lmstudio.attacker.example:1234'],
      ['an IP address for the host name', 'http://127.0.0.1:1234'],
    ])(
      'when the origin changes to %s and no token is sent, then the stored token is dropped',
      (_, baseUrl) => {
        for (const token of [undefined, null]) {
          const next = create({ token: 'old-token' }).reconfigure({ ...VALID, baseUrl, token }, T1);
          expect(next.token).toBeNull();
          expect(next.tokenConfigured).toBe(false);
          expect(next.baseUrl).toBe(baseUrl);
        }
      },
    );

    it('when the origin changes and a token is sent, then the new token is stored', () => {
      const next = create({ token: 'old-token' }).reconfigure(
        { ...VALID, baseUrl: 'https://llm.example.com', token: 'new-token' },
        T1,
      );
      expect(next.token).toBe('new-token');
    });

    it('when the config is serialised, then it shows tokenConfigured and never the token', () => {
      const text = JSON.stringify(create({ token: 'never-serialised' }));
      expect(text).not.toContain('never-serialised');
      expect(JSON.parse(text)).toMatchObject({ tokenConfigured: true, baseUrl: VALID.baseUrl });
    });
  });

  it('when several fields are invalid, then every one of them is reported', () => {
    const error = invalid(() =>
      LlmConfig.create({ baseUrl: 'ftp://x', model: '', timeoutSeconds: 0, token: 'a b' }, T0),
    );
    expect(error.code).toBe('LLM.INVALID_SETTINGS');
    expect(error.details.map((detail) => detail.path)).toEqual([
      'baseUrl',
      'model',
      'timeoutSeconds',
      'token',
    ]);
  });

  it('when a reconfiguration is valid, then every field and the time are replaced', () => {
    const next = create({ token: 'tok' }).reconfigure(
      { baseUrl: 'http://lmstudio:1234/v2', model: 'llama', timeoutSeconds: 5 },
      T1,
    );
    expect(next).toMatchObject({
      baseUrl: 'http://lmstudio:1234/v2',
      model: 'llama',
      timeoutSeconds: 5,
      token: 'tok',
      updatedAt: T1,
    });
  });

  it('when a reconfiguration is invalid, then it throws and the original is unchanged', () => {
    const original = create();
    expect(() => original.reconfigure({ ...VALID, baseUrl: 'ftp://x' }, T1)).toThrow(InvalidInput);
    expect(original.baseUrl).toBe(VALID.baseUrl);
    expect(original.updatedAt).toBe(T0);
  });

  it('when a stored configuration breaks a rule, then restoring it fails', () => {
    expect(() =>
      LlmConfig.restore({ ...VALID, baseUrl: 'gopher://old', token: null, updatedAt: T0 }),
    ).toThrow(InvalidInput);
  });

  it('when a stored configuration is valid, then restoring gives it back field by field', () => {
    const state = { ...VALID, token: 'a:b', updatedAt: T0 };
    expect(LlmConfig.restore(state)).toMatchObject(state);
  });
});
