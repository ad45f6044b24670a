// Cites docs/guide.md#a-real-heading (resolves) and docs/adr/0099-never-written.md (does not).
export const fixture = true;
