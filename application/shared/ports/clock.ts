import type { Instant } from '../../../domain/shared/instant.js';

export interface Clock {
  now(): Instant;
}
