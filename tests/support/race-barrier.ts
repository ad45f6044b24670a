import type { Persistence } from '../../adapters/persistence/open-persistence.js';
import { signal } from './signal.js';

/** The repositories of a `Persistence` a race can be held in. */
export type RepositoryName =
  | 'users'
  | 'roles'
  | 'settings'
  | 'llmSettings'
  | 'tags'
  | 'nomenclatures'
  | 'tasks'
  | 'badges'
  | 'companies'
  | 'contacts'
  | 'badgeContacts'
  | 'secondFactors'
  | 'sessions'
  | 'apiKeys'
  | 'webhooks'
  | 'webhookOutbox';

const REPOSITORIES: readonly RepositoryName[] = [
  'users',
  'roles',
  'settings',
  'llmSettings',
  'tags',
  'nomenclatures',
  'tasks',
  'badges',
  'companies',
  'contacts',
  'badgeContacts',
  'secondFactors',
  'sessions',
  'apiKeys',
  'webhooks',
  'webhookOutbox',
];

/**
 * Where a request is stopped: just before a repository method runs (it has made its checks
 * and not yet written) or just after it returned (it has written; its transaction, if any, is
 * still open).
 */
export interface HoldPoint {
  readonly repository: RepositoryName;
  readonly method: string;
  readonly moment: 'before' | 'after';
}

export interface Held {
  /** Resolves once a request has reached the point and is being held there. */
  readonly arrived: Promise<void>;
  release(): void;
}

/**
 * Stops the next call that reaches a hold point until released, then disarms: one request is
 * held at a chosen moment while another one runs, so an interleaving happens every time
 * instead of by luck. Pass `wrap` as the test app's `persistence` override.
 */
export class RaceBarrier {
  private armed: { readonly point: HoldPoint; arrive(): void; readonly released: Promise<void> } | undefined;
  private release: (() => void) | undefined;

  readonly wrap = (opened: Persistence): Persistence => {
    const wrapped: Record<string, unknown> = { ...opened };
    for (const name of REPOSITORIES) wrapped[name] = this.watch(name, opened[name]);
    return wrapped as unknown as Persistence;
  };

  hold(point: HoldPoint): Held {
    this.disarm();
    const arrived = signal();
    const released = signal();
    this.armed = { point, arrive: arrived.fire, released: released.happened };
    this.release = released.fire;
    return { arrived: arrived.happened, release: released.fire };
  }

  /** Lets a request held by a failed test go, and holds nothing more. */
  disarm(): void {
    this.release?.();
    this.armed = undefined;
  }

  /** The armed hold when `name.method` is its point; disarms it, so only one call is held. */
  private take(name: RepositoryName, method: string | symbol) {
    const armed = this.armed;
    if (armed?.point.repository !== name || armed.point.method !== method) return undefined;
    this.armed = undefined;
    return armed;
  }

  private watch<R extends object>(name: RepositoryName, repository: R): R {
    return new Proxy(repository, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const hold = this.take(name, property);
          if (!hold) return value.apply(target, args);
          const stop = async () => {
            hold.arrive();
            await hold.released;
          };
          if (hold.point.moment === 'before') return stop().then(() => value.apply(target, args));
          return Promise.resolve(value.apply(target, args)).then(async (result) => {
            await stop();
            return result;
          });
        };
      },
    });
  }
}
