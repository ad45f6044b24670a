/** Something waiting in a FairQueue, on behalf of one caller. */
export interface Queued {
  readonly caller: string;
}

/**
 * Waiting items served round-robin by caller: one item of each caller in turn, a caller's own
 * items first come first served. A caller who queues fifty documents delays everyone else's next
 * one by at most one document, instead of by fifty.
 */
export class FairQueue<T extends Queued> {
  /** Callers in the order they are served next; Map keeps insertion order. */
  private readonly lanes = new Map<string, T[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T): void {
    const lane = this.lanes.get(item.caller);
    if (lane) lane.push(item);
    else this.lanes.set(item.caller, [item]);
    this.count += 1;
  }

  /** The next caller's oldest item; that caller then goes to the back of the line. */
  shift(): T | undefined {
    const next = this.lanes.entries().next();
    if (next.done) return undefined;
    const [caller, lane] = next.value;
    const item = lane.shift()!;
    this.lanes.delete(caller);
    if (lane.length > 0) this.lanes.set(caller, lane);
    this.count -= 1;
    return item;
  }

  /** Takes `item` out wherever it waits; false when it was not waiting. */
  remove(item: T): boolean {
    const lane = this.lanes.get(item.caller);
    const index = lane?.indexOf(item) ?? -1;
    if (!lane || index === -1) return false;
    lane.splice(index, 1);
    if (lane.length === 0) this.lanes.delete(item.caller);
    this.count -= 1;
    return true;
  }

  /** Every waiting item, the queue left empty. */
  drain(): T[] {
    const items = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.count = 0;
    return items;
  }
}
