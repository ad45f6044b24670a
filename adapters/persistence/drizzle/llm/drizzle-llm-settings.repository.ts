// The LLM client's configuration on Drizzle: one row of llm_settings.
import { and, eq } from 'drizzle-orm';
import type { LlmSettingsRepository } from '../../../../application/llm/ports/llm-settings.repository.js';
import { LLM_SETTINGS_NAME } from '../../../../domain/llm/llm.errors.js';
import { LlmConfig } from '../../../../domain/llm/llm-config.js';
import { instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';

/** The configuration is a single row whose id is always 1. */
const SINGLETON_ID = 1;

export class DrizzleLlmSettingsRepository implements LlmSettingsRepository {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get table() {
    return this.gateway.tables.llmSettings;
  }

  async get(): Promise<LlmConfig | undefined> {
    const [row] = await this.gateway
      .reader()
      .select()
      .from(this.table)
      .where(eq(this.table.id, SINGLETON_ID));
    if (!row) return undefined;
    const { id: _id, ...state } = row;
    return LlmConfig.restore({ ...state, updatedAt: instantFromMicros(row.updatedAt) });
  }

  async save(config: LlmConfig, unchangedFrom?: LlmConfig): Promise<void> {
    const values = {
      baseUrl: config.baseUrl,
      model: config.model,
      timeoutSeconds: config.timeoutSeconds,
      token: config.token,
      updatedAt: config.updatedAt,
    };
    await this.gateway.write(async (db) => {
      if (!unchangedFrom) {
        await db
          .insert(this.table)
          .values({ id: SINGLETON_ID, ...values })
          .onConflictDoUpdate({ target: this.table.id, set: values });
        return;
      }
      // Guarded on the version the caller read: a write in between changed `updated_at`.
      const written = await db
        .update(this.table)
        .set(values)
        .where(and(eq(this.table.id, SINGLETON_ID), eq(this.table.updatedAt, unchangedFrom.updatedAt)))
        .returning({ id: this.table.id });
      if (written.length === 0) throw new PreconditionFailed(LLM_SETTINGS_NAME);
    });
  }
}
