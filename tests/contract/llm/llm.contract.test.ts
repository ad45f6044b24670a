import { expect, it } from 'vitest';
import { openPersistence } from '../../../adapters/persistence/open-persistence.js';
import {
  LlmConfig,
  MAX_BASE_URL_LENGTH,
  MAX_MODEL_LENGTH,
  MAX_TOKEN_LENGTH,
} from '../../../domain/llm/llm-config.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { createTestDatabase, describeEachBackend } from '../../support/backends.js';
import { T0, usePersistence } from '../../support/persistence.js';

const T1 = instantFromMicros(T0 + 1);

function aConfig(token: string | null = 'user:secret-token'): LlmConfig {
  return LlmConfig.create(
    { baseUrl: 'http://lmstudio:1234', model: 'qwen2.5-7b-instruct', timeoutSeconds: 60, token },
    T0,
  );
}

describeEachBackend('llm settings repository contract', (backend) => {
  const db = usePersistence(backend);

  it('when nothing was saved, then get returns undefined', async () => {
    expect(await db().llmSettings.get()).toBeUndefined();
  });

  it('when a configuration is saved, then it reads back identically, token and microseconds included', async () => {
    const config = aConfig();
    await db().llmSettings.save(config);
    const stored = await db().llmSettings.get();
    expect(stored).toBeInstanceOf(LlmConfig);
    expect(stored).toEqual(config);
    expect(stored?.token).toBe('user:secret-token');
    expect(stored?.updatedAt).toBe(T0);
  });

  it('when every field has its maximum length, then it is stored without truncation', async () => {
    const config = LlmConfig.create(
      {
        baseUrl: `https://llm.example.com/${'p'.repeat(MAX_BASE_URL_LENGTH - 'https://llm.example.com/'.length)}`,
        model: 'm'.repeat(MAX_MODEL_LENGTH),
        timeoutSeconds: 300,
        token: `${'t'.repeat(MAX_TOKEN_LENGTH - 2)}:x`,
      },
      T0,
    );
    await db().llmSettings.save(config);
    expect(await db().llmSettings.get()).toEqual(config);
  });

  it('when a second configuration is saved, then it replaces the first, removing the token', async () => {
    const first = aConfig();
    await db().llmSettings.save(first);
    const second = first.reconfigure(
      { baseUrl: 'https://vllm:8000/', model: 'llama', timeoutSeconds: 5, token: '' },
      T1,
    );
    await db().llmSettings.save(second);
    const stored = await db().llmSettings.get();
    expect(stored).toEqual(second);
    expect(stored?.token).toBeNull();
  });

  it('when the saving unit of work fails, then nothing is stored', async () => {
    await expect(
      db().unitOfWork.run(async () => {
        await db().llmSettings.save(aConfig());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().llmSettings.get()).toBeUndefined();
  });
});

describeEachBackend(
  'llm settings repository durability',
  (backend) => {
    it('when the database is opened again, then the saved configuration is still there', async () => {
      const database = await createTestDatabase(backend);
      try {
        const first = await openPersistence(database.config);
        await first.llmSettings.save(aConfig());
        await first.close();
        const second = await openPersistence(database.config);
        try {
          expect(await second.llmSettings.get()).toEqual(aConfig());
        } finally {
          await second.close();
        }
      } finally {
        await database.drop();
      }
    });
  },
  ['sqlite', 'postgres'],
);
