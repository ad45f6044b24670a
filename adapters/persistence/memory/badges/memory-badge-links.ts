// The memory tables of badges and of their contact links, shared with contacts.
import type { MemoryStore } from '../memory-store.js';

/** The memory tables of badges and of their links to contacts (the SQL adapters' badge_contacts). */
export const BADGES = 'badges';
export const BADGE_CONTACTS = 'badgeContacts';

export interface BadgeContactLink {
  readonly badgeId: number;
  readonly contactId: number;
}

export function linkKey(badgeId: number, contactId: number): string {
  return `${badgeId}/${contactId}`;
}

/** ON DELETE CASCADE from a badge to its links; only inside a unit of work. */
export function dropBadgeLinks(store: MemoryStore, badgeId: number): void {
  const links = store.mutable<BadgeContactLink>(BADGE_CONTACTS);
  for (const [key, link] of links) if (link.badgeId === badgeId) links.delete(key);
}

export function countBadgesOf(store: MemoryStore, contactId: number): number {
  let count = 0;
  for (const link of store.rows<BadgeContactLink>(BADGE_CONTACTS).values()) {
    if (link.contactId === contactId) count++;
  }
  return count;
}
