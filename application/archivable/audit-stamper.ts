import type { Audit } from '../../domain/shared/audit.js';
import { createdBy, touchedBy } from '../../domain/shared/audit.js';
import type { ActorContext } from '../shared/ports/actor-context.js';
import { requireActor } from '../shared/ports/actor-context.js';
import type { Clock } from '../shared/ports/clock.js';

/** The actor and time every audited write is stamped with; fails without an authenticated actor. */
export class AuditStamper {
  constructor(
    private readonly actors: ActorContext,
    private readonly clock: Clock,
  ) {}

  stamp(): { actor: string; at: ReturnType<Clock['now']> } {
    return { actor: requireActor(this.actors).username, at: this.clock.now() };
  }

  created(): Audit {
    const { actor, at } = this.stamp();
    return createdBy(actor, at);
  }

  touched<T extends Audit>(record: T): T {
    const { actor, at } = this.stamp();
    return touchedBy(record, actor, at);
  }
}
