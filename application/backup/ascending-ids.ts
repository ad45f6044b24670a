/**
 * The IDs of one archive section, added in ascending order (the order an archive holds them in),
 * kept as runs of consecutive IDs: a million IDs with few gaps take a few numbers, not a million.
 */
export class AscendingIds {
  /** Run i covers starts[i] .. ends[i], both included; runs ascend and do not touch. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** `id` is greater than every ID added before. */
  add(id: number): void {
    const last = this.ends.length - 1;
    if (last >= 0 && this.ends[last] === id - 1) this.ends[last] = id;
    else {
      this.starts.push(id);
      this.ends.push(id);
    }
  }

  has(id: number): boolean {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (id < this.starts[middle]!) high = middle - 1;
      else if (id > this.ends[middle]!) low = middle + 1;
      else return true;
    }
    return false;
  }
}
