import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';

/** D3 allows "a cache of at most a few seconds" between a user's change and every instance seeing it. */
export const RECENT_ACTOR_SECONDS = 2;
const MAX_ENTRIES = 10_000;

/**
 * Actors authenticated by a token in the last two seconds. Verifying the token and reading the
 * user on every request costs more than the rest of a simple read; a change to a user made on
 * this instance forgets their entries at once (ForgettingUserRepository), so only other
 * instances may lag, by two seconds at most.
 */
export class RecentActors {
  private readonly entries = new Map<string, { readonly actor: Actor; readonly until: number }>();

  constructor(private readonly clock: Clock) {}

  get(token: string): Actor | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > this.clock.now()) return entry.actor;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, actor: Actor): void {
    // Insertion order is age order: the first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { actor, until: this.clock.now() + RECENT_ACTOR_SECONDS * 1_000_000 });
  }

  forgetUser(userId: number): void {
    for (const [token, entry] of this.entries) if (entry.actor.userId === userId) this.entries.delete(token);
  }
}
