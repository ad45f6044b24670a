import { invalidField } from './domain-error.js';

/** A calendar date `YYYY-MM-DD` without a timezone. */
export type CalendarDate = string & { readonly __brand: 'CalendarDate' };

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): value is CalendarDate {
  const match = PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function calendarDate(value: string, path = 'dueDate'): CalendarDate {
  if (!isCalendarDate(value))
    throw invalidField('RECORD.INVALID_DATE', path, 'must be a real date as YYYY-MM-DD');
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
