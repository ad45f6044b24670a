import { describe, expect, it } from 'vitest';
import { MemoryUserRepository } from '../../../adapters/persistence/memory/access/memory-user.repository.js';
import { MemoryStore } from '../../../adapters/persistence/memory/memory-store.js';
import { forgettingUsers } from '../../../application/access/forgetting-repositories.js';
import { RECENT_ACTOR_SECONDS, RecentActors } from '../../../application/access/recent-actors.js';
import type { Actor } from '../../../application/shared/actor.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';

class TestClock {
  micros = 1_795_000_000_000_000;
  now(): Instant {
    return instantFromMicros(this.micros);
  }
}

const ALICE: Actor = { username: 'alice', userId: 7, roles: ['USER'], permissions: new Set() };

/** A user repository that forgets a user's tokens on change, holding one stored user, alice. */
async function forgettingRepository() {
  const clock = new TestClock();
  const recent = new RecentActors(clock);
  const store = new MemoryStore();
  const users = forgettingUsers(new MemoryUserRepository(store), recent, store);
  const now = clock.now();
  const user = await users.insert({
    username: 'alice',
    enabled: true,
    roles: [],
    passwordHash: 'x',
    createdAt: now,
    updatedAt: now,
  });
  return { recent, store, users, user };
}

describe('recently authenticated actors', () => {
  it('when a token was authenticated, then it is remembered for two seconds and no longer', () => {
    const clock = new TestClock();
    const recent = new RecentActors(clock);
    recent.remember('t1', ALICE, recent.mark());
    clock.micros += RECENT_ACTOR_SECONDS * 1_000_000 - 1;
    expect(recent.get('t1')).toEqual(ALICE);
    clock.micros += 1;
    expect(recent.get('t1')).toBeUndefined();
  });

  it('when a user is forgotten, then every token of theirs is, and nobody else’s', () => {
    const recent = new RecentActors(new TestClock());
    recent.remember('t1', ALICE, recent.mark());
    recent.remember('t2', ALICE, recent.mark());
    recent.remember('t3', { ...ALICE, userId: 8, username: 'bob' }, recent.mark());
    recent.forgetUser(7);
    expect([recent.get('t1'), recent.get('t2'), recent.get('t3')?.username]).toEqual([
      undefined,
      undefined,
      'bob',
    ]);
  });

  it('when a user is updated or deleted through the repository, then their tokens are forgotten', async () => {
    const { recent, users, user } = await forgettingRepository();
    recent.remember('t1', { ...ALICE, userId: user.id }, recent.mark());
    await users.update({ ...user, enabled: false });
    expect(recent.get('t1')).toBeUndefined();
    recent.remember('t2', { ...ALICE, userId: user.id }, recent.mark());
    await users.delete(user.id);
    expect(recent.get('t2')).toBeUndefined();
  });

  it('when a user was forgotten after a request read them, then that request does not remember the old actor', () => {
    const recent = new RecentActors(new TestClock());
    const mark = recent.mark();
    recent.forgetUser(7);
    recent.remember('t1', ALICE, mark);
    expect(recent.get('t1')).toBeUndefined();
    recent.remember('t1', ALICE, recent.mark());
    expect(recent.get('t1')).toEqual(ALICE);
  });

  it('when a user is updated inside a unit of work, then their tokens are forgotten again once it commits, and not on rollback', async () => {
    const { recent, store, users, user } = await forgettingRepository();
    const alice = { ...ALICE, userId: user.id };
    await store.run(async () => {
      await users.update({ ...user, enabled: false });
      // A request reading the old, still committed row remembers it before the commit.
      recent.remember('t1', alice, recent.mark());
      expect(recent.get('t1')).toEqual(alice);
    });
    expect(recent.get('t1')).toBeUndefined();

    await expect(
      store.run(async () => {
        await users.update({ ...user, enabled: false });
        recent.remember('t2', alice, recent.mark());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(recent.get('t2')).toEqual(alice);
  });
});
