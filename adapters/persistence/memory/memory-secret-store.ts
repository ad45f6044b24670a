// Service secrets (the JWT signing key) in memory.
import type { SecretStore } from '../../../application/shared/ports/secret-store.js';
import type { MemoryStore } from './memory-store.js';

const SECRETS = 'appSecrets';

export class MemorySecretStore implements SecretStore {
  constructor(private readonly store: MemoryStore) {}

  getOrCreate(name: string, candidate: string): Promise<string> {
    return this.store.write(() => {
      const secrets = this.store.mutable<string>(SECRETS);
      if (!secrets.has(name)) secrets.set(name, candidate);
      return secrets.get(name)!;
    });
  }
}
