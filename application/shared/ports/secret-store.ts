/** Server-side secrets shared by every instance on one database (the token signing key). */
export interface SecretStore {
  /** Returns the stored value, storing `candidate` first when none exists; concurrent callers get one value. */
  getOrCreate(name: string, candidate: string): Promise<string>;
}
