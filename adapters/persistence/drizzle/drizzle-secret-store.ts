// Service secrets (the JWT signing key) on Drizzle: the app_secrets table.
import { eq } from 'drizzle-orm';
import type { SecretStore } from '../../../application/shared/ports/secret-store.js';
import type { DrizzleGateway } from './drizzle-gateway.js';

export class DrizzleSecretStore implements SecretStore {
  constructor(private readonly gateway: DrizzleGateway) {}

  getOrCreate(name: string, candidate: string): Promise<string> {
    const secrets = this.gateway.tables.appSecrets;
    return this.gateway.write(async (db) => {
      await db
        .insert(secrets)
        .values({ name, value: candidate })
        .onConflictDoNothing({ target: secrets.name });
      const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
      return row!.value;
    });
  }
}
