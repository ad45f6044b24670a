import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { UnitContext } from '../../../adapters/persistence/shared/unit-context.js';
import { signal } from '../../support/signal.js';

describe('the unit of work a call runs in', () => {
  it('when units overlap and the first ends, then the other still finds its store after every await', async () => {
    const context = new UnitContext<string>();
    const firstHeld = signal();
    const seen: (string | undefined)[] = [];
    const first = context.run('first', async () => {
      await firstHeld.happened;
      seen.push(context.getStore());
    });
    const second = context.run('second', async () => {
      await turn();
      seen.push(context.getStore());
      firstHeld.fire();
      await first;
      await turn();
      seen.push(context.getStore());
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(['second', 'first', 'second']);
  });

  it('when no unit runs, then no store is found, before, between and after units', async () => {
    const context = new UnitContext<string>();
    expect(context.getStore()).toBeUndefined();
    await context.run('one', async () => {
      await turn();
      expect(context.getStore()).toBe('one');
    });
    expect(context.getStore()).toBeUndefined();
    await expect(
      context.run('two', async () => {
        await turn();
        throw new Error('the unit failed');
      }),
    ).rejects.toThrow('the unit failed');
    expect(context.getStore()).toBeUndefined();
    await context.run('three', async () => {
      await turn();
      expect(context.getStore()).toBe('three');
    });
  });

  it('when a call outside any unit awaits while a unit runs, then it finds no store', async () => {
    const context = new UnitContext<string>();
    let outside: string | undefined = 'not read';
    const unit = context.run('unit', async () => {
      await turn();
      await turn();
    });
    await turn();
    outside = context.getStore();
    await unit;
    expect(outside).toBeUndefined();
  });
});
