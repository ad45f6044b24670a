/** The reads every kind's store has, by the same names; an archived kind's archived rows are invisible to them. */
export interface RecordReads<R> {
  findById(id: number): Promise<R | undefined>;
  /** The stored ones among `codes`, in no order: what an import is about to replace. */
  findByCodes(codes: readonly string[]): Promise<R[]>;
}
