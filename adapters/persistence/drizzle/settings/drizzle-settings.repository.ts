// User and role settings on Drizzle: the user_settings and role_settings tables.
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SettingsRepository } from '../../../../application/settings/ports/settings.repository.js';
import { SettingsUserNotFound } from '../../../../domain/settings/settings.errors.js';
import { type DisplaySettings, displaySettings } from '../../../../domain/settings/user-settings.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { guarded } from '../violations.js';

export class DrizzleSettingsRepository implements SettingsRepository {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get t() {
    return this.gateway.tables;
  }

  async findForUser(userId: number): Promise<DisplaySettings | undefined> {
    const [row] = await this.gateway
      .reader()
      .select({ viewMode: this.t.userSettings.viewMode })
      .from(this.t.userSettings)
      .where(eq(this.t.userSettings.userId, userId));
    return row && displaySettings(row.viewMode);
  }

  async saveForUser(
    userId: number,
    settings: DisplaySettings,
    unchangedFrom?: DisplaySettings,
  ): Promise<void> {
    const { userSettings } = this.t;
    // user_settings.user_id: the user was deleted after the use case found them.
    const userGone = { foreignKey: () => new SettingsUserNotFound(userId) };
    await this.gateway.write(async (db) => {
      const written = await guarded(this.gateway, userGone, () =>
        db
          .insert(userSettings)
          .values({ userId, viewMode: settings.viewMode })
          .onConflictDoUpdate(replacing(userSettings, userSettings.userId, settings, unchangedFrom))
          .returning({ userId: userSettings.userId }),
      );
      if (written.length === 0) throw new PreconditionFailed('Settings of user', userId);
    });
  }

  async findForRole(roleCode: string): Promise<DisplaySettings | undefined> {
    const [row] = await this.gateway
      .reader()
      .select({ viewMode: this.t.roleSettings.viewMode })
      .from(this.t.roleSettings)
      .innerJoin(this.t.roles, eq(this.t.roles.id, this.t.roleSettings.roleId))
      .where(eq(this.t.roles.code, roleCode));
    return row && displaySettings(row.viewMode);
  }

  async saveForRole(
    roleCode: string,
    settings: DisplaySettings,
    unchangedFrom?: DisplaySettings,
  ): Promise<void> {
    await this.gateway.write(async (db) => {
      const [role] = await db
        .select({ id: this.t.roles.id })
        .from(this.t.roles)
        .where(eq(this.t.roles.code, roleCode));
      if (!role) throw new Error(`Role ${roleCode} is missing; system roles are created at start`);
      const { roleSettings } = this.t;
      const written = await db
        .insert(roleSettings)
        .values({ roleId: role.id, viewMode: settings.viewMode })
        .onConflictDoUpdate(replacing(roleSettings, roleSettings.roleId, settings, unchangedFrom))
        .returning({ roleId: roleSettings.roleId });
      if (written.length === 0) throw new PreconditionFailed(`Settings of ${roleCode}`);
    });
  }
}

/** The stored row of `target` replaced; If-Match: only while it still holds what was read. */
function replacing(
  table: { readonly viewMode: PgColumn },
  target: PgColumn,
  settings: DisplaySettings,
  unchangedFrom: DisplaySettings | undefined,
) {
  return {
    target,
    set: { viewMode: settings.viewMode },
    ...(unchangedFrom && { setWhere: eq(table.viewMode, unchangedFrom.viewMode) }),
  };
}
