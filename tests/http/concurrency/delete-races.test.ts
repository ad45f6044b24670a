import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { schemaForeignKeys } from '../../support/foreign-keys.js';
import { useRaceApp } from '../../support/use-race-app.js';
import { type Answers, DELETE_RACES, type DeleteRace, type Stage } from './delete-races.js';
import { type Reply, reply } from './replies.js';

const ON_DELETE = new Map(schemaForeignKeys().map((foreignKey) => [foreignKey.name, foreignKey.onDelete]));

/** The three ways a write and a delete of what it references can meet, each forced by a held request. */
const ORDERS = [
  {
    name: 'the delete runs between the write’s check and its write',
    first: 'write',
    holdAt: (race: DeleteRace) => race.writeChecked,
  },
  {
    name: 'the delete comes once the write has written',
    first: 'write',
    holdAt: (race: DeleteRace) => ({ ...race.writeWrites, moment: 'after' as const }),
  },
  {
    name: 'the write runs between the delete’s check and its delete',
    first: 'remove',
    holdAt: (race: DeleteRace) => ({ ...race.removeDeletes, moment: 'before' as const }),
  },
] as const;

function expectAnswer(request: string, answer: Reply, answers: Answers): void {
  const allowed = Object.keys(answers).map(Number);
  expect(allowed, `${request} answered ${answer.status} ${JSON.stringify(answer.body)}`).toContain(
    answer.status,
  );
  const code = answers[answer.status];
  if (code === null || code === undefined) return;
  expect(answer.contentType).toBe('application/problem+json');
  expect(answer.body).toMatchObject({ status: answer.status, code });
}

/** What is stored must be what the answers said: no acknowledged link to a deleted row, no lost link. */
async function expectStoredAsAnswered(race: DeleteRace, stage: Stage, write: Reply, remove: Reply) {
  const exists = await stage.referencedExists();
  const linked = await stage.linked();
  const written = write.status < 300;
  if (remove.status === 204) {
    expect({ exists, linked }, 'a 204 on the delete: the row is gone and nothing refers to it').toEqual({
      exists: false,
      linked: false,
    });
  } else {
    expect(exists, 'a refused delete leaves the row').toBe(true);
  }
  // A cascading delete may rightly remove what an earlier write linked.
  const cascaded = remove.status === 204 && ON_DELETE.get(race.foreignKey) === 'cascade';
  if (written && !cascaded) expect(linked, `a ${write.status} on the write: its link is stored`).toBe(true);
  if (!written) expect(linked, `a ${write.status} on the write: nothing of it is stored`).toBe(false);
}

/**
 * Every write that references a row, racing the delete of that row, in each of the three
 * orders: no 5xx, each answer one the API documents, and the stored state as answered.
 */
describeEachBackend('a write racing the delete of what it references', (backend) => {
  const racing = useRaceApp(backend);

  DELETE_RACES.forEach((race, r) => {
    describe(`${race.write} | ${race.remove} (${race.foreignKey})`, () => {
      ORDERS.forEach((order, o) => {
        it(`when ${order.name}, then each answers as documented and the stored state agrees`, async () => {
          const stage = await race.stage(racing.app, racing.admin, `${r}-${o}`);
          const [first, second] =
            order.first === 'write' ? [stage.write, stage.remove] : [stage.remove, stage.write];
          const run = await racing.interleaver.run(first, order.holdAt(race), second);
          const answers = [await reply(run.first), await reply(run.second)];
          const [write, remove] = order.first === 'write' ? answers : answers.reverse();
          expectAnswer(race.write, write!, race.writeAnswers);
          expectAnswer(race.remove, remove!, race.removeAnswers);
          await expectStoredAsAnswered(race, stage, write!, remove!);
        });
      });
    });
  });
});
