import { formatDate, formatDateTime, zoneTitle } from './dates';

interface WhenProps {
  /** An instant (`2026-11-21T09:30:00Z`) or a calendar date (`2026-12-01`). */
  readonly value: string;
  /** With the time of day; an instant only. */
  readonly time?: boolean;
}

/** A date as the console shows it everywhere; an instant names its zone on hover. */
export function When({ value, time = false }: WhenProps) {
  const instant = value.includes('T');
  return (
    <time dateTime={value} title={instant ? zoneTitle() : undefined}>
      {time ? formatDateTime(value) : formatDate(value)}
    </time>
  );
}
