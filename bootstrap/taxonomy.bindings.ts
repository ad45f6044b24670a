import type { Container } from 'inversify';
import type { Persistence } from '../adapters/persistence/open-persistence.js';

export function bindTaxonomy(_container: Container, _persistence: Persistence): void {}
