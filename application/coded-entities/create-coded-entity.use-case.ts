import {
  type CodedEntity,
  type CodedEntityInput,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { Clock } from '../shared/ports/clock.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

export class CreateCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly clock: Clock,
  ) {}

  /** The unique index decides a duplicate code (DuplicateCode), so a concurrent create cannot slip through. */
  execute(input: CodedEntityInput): Promise<CodedEntity> {
    return this.entities.insert(newCodedEntity(input, this.clock.now()));
  }
}
