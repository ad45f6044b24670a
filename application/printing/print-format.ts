import type { CalendarDate } from '../../domain/shared/calendar-date.js';
import type { Instant } from '../../domain/shared/instant.js';

// Month names in English whatever the server's locale, so a printout reads the same everywhere.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as people read it, e.g. `24 Nov 2026`. */
export function printedDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** An instant to the minute with its zone, e.g. `24 Nov 2026, 16:18 UTC`. */
export function printedInstant(instant: Instant): string {
  const iso = new Date(Math.floor(instant / 1000)).toISOString();
  return `${printedDate(iso.slice(0, 10) as CalendarDate)}, ${iso.slice(11, 16)} UTC`;
}

/** A labelled entry with its code, e.g. `Urgent (URG)`. */
export function labelWithCode(entry: { readonly label: string; readonly code: string }): string {
  return `${entry.label} (${entry.code})`;
}

/** `1 task`, `3 tasks`. */
export function counted(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
