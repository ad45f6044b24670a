import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';

/** How long another instance may go on serving a changed user (docs/adr/0007-two-second-actor-cache.md). */
export const RECENT_ACTOR_SECONDS = 2;
const MAX_ENTRIES = 10_000;

/**
 * Actors authenticated by a token in the last two seconds. Verifying the token and reading the
 * user on every request costs more than the rest of a simple read; a change to a user made on
 * this instance forgets their entries once it has committed (forgettingUsers), so only
 * other instances may lag, by two seconds at most.
 *
 * A request that read the user before the change committed may come to `remember` after the
 * forgetting: it passes the `mark` taken before its read, and is not remembered when any user
 * was forgotten since.
 */
export class RecentActors {
  private readonly entries = new Map<string, { readonly actor: Actor; readonly until: number }>();
  private forgotten = 0;

  constructor(private readonly clock: Clock) {}

  get(token: string): Actor | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > this.clock.now()) return entry.actor;
    this.entries.delete(token);
    return undefined;
  }

  /** Take it before reading the user whose actor is then remembered. */
  mark(): number {
    return this.forgotten;
  }

  /** `expiresAt`: when the token stops working on its own; it is not remembered past it. */
  remember(token: string, actor: Actor, mark: number, expiresAt: number | null = null): void {
    // The actor may have been read before a change whose forgetting has already run.
    if (mark !== this.forgotten) return;
    // Insertion order is age order: the first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const until = this.clock.now() + RECENT_ACTOR_SECONDS * 1_000_000;
    this.entries.set(token, { actor, until: expiresAt === null ? until : Math.min(until, expiresAt) });
  }

  /** A role changed: any holder's permissions may have. */
  forgetAll(): void {
    this.forgotten++;
    this.entries.clear();
  }

  forgetUser(userId: number): void {
    this.forgotten++;
    for (const [token, entry] of this.entries) if (entry.actor.userId === userId) this.entries.delete(token);
  }
}
