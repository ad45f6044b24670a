import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../bootstrap/env.js';

describe('METRICS_TOKEN', () => {
  it('when it is not set, then /metrics is open (no token)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('when it is set, then it is the token', () => {
    expect(loadConfig({ METRICS_TOKEN: 'abcdefghijklmnop-0123' }).metricsToken).toBe('abcdefghijklmnop-0123');
  });

  it('when it is too short or holds what a bearer header cannot carry, then one line names the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in it, sixteen+' })).toThrow(
      /^METRICS_TOKEN: may hold only/,
    );
  });
});
