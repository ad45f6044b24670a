/**
 * Printouts each caller may have in progress at once, on this instance (docs/api/printing.md#printouts-per-caller):
 * the render workers are shared, so one caller asking for many at a time would hold them all.
 */
export class PrintLimits {
  private readonly inProgress = new Map<string, number>();

  constructor(readonly perCaller: number) {}

  /** False when the caller is at the limit; else counts one more until `release`. */
  acquire(caller: string): boolean {
    const current = this.inProgress.get(caller) ?? 0;
    if (current >= this.perCaller) return false;
    this.inProgress.set(caller, current + 1);
    return true;
  }

  release(caller: string): void {
    const current = this.inProgress.get(caller) ?? 0;
    if (current <= 1) this.inProgress.delete(caller);
    else this.inProgress.set(caller, current - 1);
  }
}
