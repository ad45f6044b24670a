import type { Container } from 'inversify';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { TOKENS } from './tokens.js';

export function bindSettings(container: Container, persistence: Persistence): void {
  container.bind(TOKENS.settingsRepository).toConstantValue(persistence.settings);
}
