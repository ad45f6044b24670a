import type { Audit } from '../../domain/shared/audit.js';
import { createdBy, touchedBy } from '../../domain/shared/audit.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';

/** The actor's name and the time every audited write is stamped with (docs/adr/0021-the-acting-user-is-a-parameter.md). */
export class AuditStamper {
  constructor(private readonly clock: Clock) {}

  stamp(actor: Actor): { actor: string; at: ReturnType<Clock['now']> } {
    return { actor: actor.username, at: this.clock.now() };
  }

  created(actor: Actor): Audit {
    const { actor: name, at } = this.stamp(actor);
    return createdBy(name, at);
  }

  touched<T extends Audit>(record: T, actor: Actor): T {
    const { actor: name, at } = this.stamp(actor);
    return touchedBy(record, name, at);
  }
}
