import { ACCESS_RACES } from './access-delete-races.js';
import { BADGE_RACES } from './badge-delete-races.js';
import type { DeleteRace } from './delete-race.js';
import { NOMENCLATURE_RACES } from './nomenclature-delete-races.js';
import { TASK_RACES } from './task-delete-races.js';
import { WEBHOOK_RACES } from './webhook-delete-races.js';

export { type Answers, type DeleteRace, EXEMPT_FOREIGN_KEYS, type Stage } from './delete-race.js';

/** Every write that references a row another request may delete meanwhile. */
export const DELETE_RACES: readonly DeleteRace[] = [
  ...ACCESS_RACES,
  ...TASK_RACES,
  ...NOMENCLATURE_RACES,
  ...BADGE_RACES,
  ...WEBHOOK_RACES,
];
