/**
 * The console's one date format and one date-time format, both in the browser's locale
 * (Intl picks it from the user's language setting). Every date the console shows goes through here.
 */
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A calendar date (`2026-12-01`) is no instant: shown as the same day wherever the browser is. */
const CALENDAR_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const ZONE = DATE_TIME.resolvedOptions().timeZone;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day of an instant in the browser's zone, or a calendar date as it is. */
export function formatDate(value: string): string {
  return CALENDAR_DATE.test(value)
    ? CALENDAR_DAY.format(new Date(`${value}T00:00:00Z`))
    : DATE.format(new Date(value));
}

/** An instant with its time of day, in the browser's zone. */
export const formatDateTime = (instant: string): string => DATE_TIME.format(new Date(instant));

/** What an instant's hover says: the zone it is shown in. */
export const zoneTitle = (): string => `Time zone: ${ZONE}`;
