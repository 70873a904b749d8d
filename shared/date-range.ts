import type { MessageName } from './validation';

/*
 * Reports are in UTC (spec 02 §9): a range is two calendar days of UTC, both included, written
 * YYYY-MM-DD. The SPA's picker and the server's inputs check them with these same functions.
 */

export type DateRange = { from: string; to: string };

/** The longest range a report covers: a year and a day, so a daily trend stays a few hundred points. */
export const MAX_RANGE_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a day, or NaN for text that is not a real calendar day (2026-02-30). */
export const dayStart = (day: string): number => {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? Number.NaN : time;
};

export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOf(dayStart(day) + days * DAY_MS);

export const checkReportDay = (value: unknown): MessageName | null => (typeof value === 'string' && !Number.isNaN(dayStart(value)) ? null : 'reportDayInvalid');

export const checkDateRange = (range: DateRange): MessageName | null => {
  if (checkReportDay(range.from) || checkReportDay(range.to)) return 'reportDayInvalid';
  const days = (dayStart(range.to) - dayStart(range.from)) / DAY_MS;
  if (days < 0) return 'dateRangeOrder';
  return days + 1 > MAX_RANGE_DAYS ? 'dateRangeTooLong' : null;
};

/** The last `days` UTC days up to and including today's. */
export const lastDays = (days: number, now: number = Date.now()): DateRange => ({ from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) });

export type TrendBucket = 'day' | 'week';

/** The Monday (UTC) of a day's ISO week: weekly trend points are named by it. */
export const weekOf = (day: string): string => {
  const time = dayStart(day);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return dayOf(time - weekday * DAY_MS);
};

/** Every point of a trend over the range, in order, so days without activity are zeros, not gaps. */
export const periodsOf = (range: DateRange, bucket: TrendBucket): string[] => {
  const periods: string[] = [];
  const step = bucket === 'day' ? 1 : 7;
  for (let day = bucket === 'day' ? range.from : weekOf(range.from); day <= range.to; day = addDays(day, step)) periods.push(day);
  return periods;
};
