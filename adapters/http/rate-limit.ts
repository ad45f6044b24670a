import type { Context, MiddlewareHandler } from 'hono';
import type { RatePolicy } from '../../application/shared/rate-limits/rate-limiter.js';
import type { AppEnv } from './app-env.js';
import { withHeaders } from './node-listener.js';
import { problem } from './problem.js';

export type RouteCost = 'plain' | 'expensive';

/** Who is counted: the API key, else the user, else (before or without a login) the client address. */
function identityOf(c: Context<AppEnv>): string {
  const actor = c.get('actor');
  if (actor?.apiKeyId !== undefined) return `key:${actor.apiKeyId}`;
  if (actor?.userId !== null && actor?.userId !== undefined) return `user:${actor.userId}`;
  return `address:${c.get('clientAddress')}`;
}

/**
 * Counts the request against its budgets once the caller is known, and says what is left in
 * the RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the tightest budget's
 * remaining requests and seconds to its reset. Over budget: 429 with Retry-After, nothing run.
 */
export function limitRate(cost: RouteCost): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limits = c.get('rateLimits');
    if (!limits) return next();
    const identity = identityOf(c);
    const policies = cost === 'expensive' ? [limits.requests, limits.expensive] : [limits.requests];
    const decisions = policies.map((policy) => limits.limiter.take(identity, policy));
    const tightest = decisions.reduce((a, b) => (b.remaining < a.remaining || !b.allowed ? b : a));
    const headers = {
      'RateLimit-Policy': policyHeader(policies, limits.windowSeconds),
      RateLimit: `"${tightest.policy.name}";r=${tightest.remaining};t=${tightest.resetSeconds}`,
    };
    const refused = decisions.find((decision) => !decision.allowed);
    if (refused) {
      return problem(c, 429, {
        detail: `${describe(refused.policy, limits.windowSeconds)}; try again in ${refused.resetSeconds} s`,
        code: 'RATE_LIMIT.EXCEEDED',
        headers: { ...headers, 'Retry-After': String(refused.resetSeconds) },
      });
    }
    await withHeaders(c, headers, next);
  };
}

/** The same text for every request of a kind: built once per list of policies. */
const policyHeaders = new WeakMap<RatePolicy, string>();

function policyHeader(policies: readonly RatePolicy[], windowSeconds: number): string {
  const last = policies[policies.length - 1]!;
  let text = policyHeaders.get(last);
  if (text === undefined) {
    text = policies.map((policy) => `"${policy.name}";q=${policy.limit};w=${windowSeconds}`).join(', ');
    policyHeaders.set(last, text);
  }
  return text;
}

function describe(policy: RatePolicy, windowSeconds: number): string {
  const what = policy.name === 'expensive' ? 'exports, imports, printouts or prompts' : 'requests';
  return `More than ${policy.limit} ${what} in ${windowSeconds} s`;
}
