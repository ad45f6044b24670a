import { NotAuthenticated } from '../../domain/access/access.errors.js';
import { SettingsUserNotFound } from '../../domain/settings/settings.errors.js';
import {
  DEFAULT_SETTINGS,
  type DisplaySettings,
  displaySettings,
} from '../../domain/settings/user-settings.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import type { UserRepository } from '../access/ports/user.repository.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import type { SettingsInput } from './settings.dto.js';
import { ANONYMOUS_ROLE, requireSettingsUser } from './settings-owners.js';

export interface SettingsDeps {
  readonly settings: SettingsRepository;
  readonly users: UserRepository;
  readonly unitOfWork: UnitOfWork;
}

export type SettingsUseCases = ReturnType<typeof settingsUseCases>;

type SettingsPrecondition = Precondition<DisplaySettings> | undefined;

/**
 * Display settings: the caller's own, a USER's by an administrator, and those of callers without
 * a token (docs/api/settings.md). Unsaved settings read as the defaults. With a precondition
 * (If-Match), the stored settings must meet it and the save is guarded on them.
 */
export function settingsUseCases({ settings, users, unitOfWork }: SettingsDeps) {
  const ofUser = async (userId: number) => (await settings.findForUser(userId)) ?? DEFAULT_SETTINGS;
  const ofAnonymous = async () => (await settings.findForRole(ANONYMOUS_ROLE)) ?? DEFAULT_SETTINGS;
  const ownId = (actor: Actor): number => {
    if (actor.userId === null) throw new NotAuthenticated('Only a user has settings of their own');
    return actor.userId;
  };
  /** In one unit of work: `owner` checks whose settings they are, then the guarded save. */
  const saveForUser = (
    userId: number,
    changed: DisplaySettings,
    precondition: SettingsPrecondition,
    owner: () => Promise<unknown>,
  ) =>
    unitOfWork.run(async () => {
      await owner();
      const stored = await ofUser(userId);
      assertPrecondition(precondition, stored, 'Settings of user', userId);
      await settings.saveForUser(userId, changed, precondition ? stored : undefined);
      return changed;
    });
  return {
    getOwn: { execute: async (actor: Actor) => ofUser(ownId(actor)) },
    updateOwn: {
      async execute(actor: Actor, input: SettingsInput, precondition?: Precondition<DisplaySettings>) {
        const userId = ownId(actor);
        const changed = displaySettings(input.viewMode);
        // A user deleted since the request was authenticated must not get settings back, and one
        // deleted between the check and the write is answered as if deleted before.
        return saveForUser(userId, changed, precondition, async () => {
          if (!(await users.findById(userId))) throw new NotAuthenticated();
        }).catch((error: unknown) => {
          throw error instanceof SettingsUserNotFound ? new NotAuthenticated() : error;
        });
      },
    },
    /** An administrator reads the settings of a user holding the USER role. */
    getUser: {
      async execute(userId: number) {
        await requireSettingsUser(users, userId);
        return ofUser(userId);
      },
    },
    updateUser: {
      execute: async (userId: number, input: SettingsInput, precondition?: Precondition<DisplaySettings>) =>
        saveForUser(userId, displaySettings(input.viewMode), precondition, () =>
          requireSettingsUser(users, userId),
        ),
    },
    getAnonymous: { execute: ofAnonymous },
    updateAnonymous: {
      async execute(input: SettingsInput, precondition?: Precondition<DisplaySettings>) {
        const changed = displaySettings(input.viewMode);
        if (!precondition) {
          await settings.saveForRole(ANONYMOUS_ROLE, changed);
          return changed;
        }
        return unitOfWork.run(async () => {
          const stored = await ofAnonymous();
          assertPrecondition(precondition, stored, `Settings of ${ANONYMOUS_ROLE}`);
          await settings.saveForRole(ANONYMOUS_ROLE, changed, stored);
          return changed;
        });
      },
    },
  };
}
