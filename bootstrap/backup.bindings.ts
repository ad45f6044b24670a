import type { Container } from 'inversify';
import { backupHttp } from '../adapters/http/backup/backup.handlers.js';
import type { PasswordHasher } from '../application/access/ports/password-hasher.js';
import { BackupInstanceUseCase, RestoreInstanceUseCase } from '../application/backup/backup.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

/** Backup and restore of the whole instance (docs/backup.md); after the access bindings, whose hasher it uses. */
export function bindBackup(container: Container, deps: ModuleDeps): void {
  const store = deps.persistence.instance;
  const hasher = container.get<PasswordHasher>(TOKENS.passwordHasher);
  container.bind(TOKENS.httpModules).toConstantValue(
    backupHttp({
      backup: new BackupInstanceUseCase(store),
      restore: new RestoreInstanceUseCase(
        { store, changes: deps.changes, unitOfWork: deps.unitOfWork },
        hasher,
        deps.random,
      ),
    }),
  );
}
