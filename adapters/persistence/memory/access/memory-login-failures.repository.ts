// Failed logins in memory: one instance, so its own counts are everyone's.
import type { LoginFailuresRepository } from '../../../../application/access/ports/login-failures.repository.js';
import type { Instant } from '../../../../domain/shared/instant.js';

export class MemoryLoginFailuresRepository implements LoginFailuresRepository {
  private readonly failures = new Map<string, Instant[]>();

  async record(keys: readonly string[], at: Instant): Promise<void> {
    for (const key of keys) this.failures.set(key, [...(this.failures.get(key) ?? []), at]);
  }

  async since(keys: readonly string[], since: Instant): Promise<Map<string, Instant[]>> {
    const found = new Map<string, Instant[]>();
    for (const key of keys) {
      const times = (this.failures.get(key) ?? []).filter((at) => at >= since);
      if (times.length > 0) found.set(key, times);
    }
    return found;
  }

  async frequent(since: Instant, minimum: number) {
    return [...this.failures]
      .map(([key, times]) => ({ key, times: times.filter((at) => at >= since) }))
      .filter(({ times }) => times.length >= minimum)
      .map(({ key, times }) => ({ key, failures: times.length, last: times[times.length - 1]! }));
  }

  async forgetRange(from: string, to: string): Promise<number> {
    const keys = [...this.failures.keys()].filter((key) => key >= from && key < to);
    for (const key of keys) this.failures.delete(key);
    return keys.length;
  }

  async forgetBefore(before: Instant): Promise<void> {
    for (const [key, times] of this.failures) {
      const kept = times.filter((at) => at >= before);
      if (kept.length > 0) this.failures.set(key, kept);
      else this.failures.delete(key);
    }
  }
}
