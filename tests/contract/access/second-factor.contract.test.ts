import { beforeEach, expect, it } from 'vitest';
import { UserNotFound } from '../../../domain/access/access.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aUser, T0, T1, usePersistence, withSystemRoles } from '../../support/persistence.js';

describeEachBackend('second factor repository contract', (backend) => {
  const db = usePersistence(backend);
  let userId: number;
  const pending = (secret = 'JBSWY3DPEHPK3PXP') => ({
    userId,
    secret,
    createdAt: T0,
    confirmedAt: null,
    lastStep: null,
  });

  beforeEach(async () => {
    await withSystemRoles(db());
    userId = (await db().users.insert(aUser())).id;
  });

  it('when a set-up starts again before it is confirmed, then the new secret replaces the old one', async () => {
    expect(await db().secondFactors.start(pending('AAAA'))).toBe(true);
    expect(await db().secondFactors.start(pending('BBBB'))).toBe(true);
    expect(await db().secondFactors.find(userId)).toEqual(pending('BBBB'));
  });

  it('when a set-up is confirmed, then it keeps its first step and recovery codes, and cannot start again or confirm twice', async () => {
    await db().secondFactors.start(pending());
    expect(await db().secondFactors.confirm(userId, T1, 100, ['h1', 'h2'])).toBe(true);
    expect(await db().secondFactors.find(userId)).toEqual({ ...pending(), confirmedAt: T1, lastStep: 100 });
    expect(await db().secondFactors.unusedRecoveryCodes(userId)).toBe(2);
    expect(await db().secondFactors.start(pending('CCCC'))).toBe(false);
    expect(await db().secondFactors.confirm(userId, T1, 101, ['h3'])).toBe(false);
    expect(await db().secondFactors.find(userId)).toMatchObject({
      secret: 'JBSWY3DPEHPK3PXP',
      lastStep: 100,
    });
  });

  it('when steps are accepted, then only later ones are', async () => {
    await db().secondFactors.start(pending());
    await db().secondFactors.confirm(userId, T1, 100, []);
    expect(await db().secondFactors.acceptStep(userId, 100)).toBe(false);
    expect(await db().secondFactors.acceptStep(userId, 99)).toBe(false);
    expect(await db().secondFactors.acceptStep(userId, 101)).toBe(true);
    expect((await db().secondFactors.find(userId))?.lastStep).toBe(101);
  });

  it('when recovery codes are used, then each works once and only for its user', async () => {
    await db().secondFactors.start(pending());
    await db().secondFactors.confirm(userId, T1, 1, ['h1', 'h2']);
    const other = (await db().users.insert(aUser({ username: 'bob' }))).id;
    expect(await db().secondFactors.spendRecoveryCode(other, 'h1', T1)).toBe(false);
    expect(await db().secondFactors.spendRecoveryCode(userId, 'h1', T1)).toBe(true);
    expect(await db().secondFactors.spendRecoveryCode(userId, 'h1', T1)).toBe(false);
    expect(await db().secondFactors.spendRecoveryCode(userId, 'nope', T1)).toBe(false);
    expect(await db().secondFactors.unusedRecoveryCodes(userId)).toBe(1);
  });

  it('when a factor is removed, or its user deleted, then nothing of it is left', async () => {
    await db().secondFactors.start(pending());
    await db().secondFactors.confirm(userId, T1, 1, ['h1']);
    expect(await db().secondFactors.remove(userId)).toBe(true);
    expect(await db().secondFactors.remove(userId)).toBe(false);
    expect(await db().secondFactors.find(userId)).toBeUndefined();
    expect(await db().secondFactors.unusedRecoveryCodes(userId)).toBe(0);
    await db().secondFactors.start(pending());
    await db().secondFactors.confirm(userId, T1, 1, ['h1']);
    await db().users.delete(userId);
    expect(await db().secondFactors.find(userId)).toBeUndefined();
    expect(await db().secondFactors.unusedRecoveryCodes(userId)).toBe(0);
  });

  it('when the user does not exist, then a set-up is UserNotFound', async () => {
    await expect(db().secondFactors.start({ ...pending(), userId: 999_999 })).rejects.toBeInstanceOf(
      UserNotFound,
    );
  });
});
