import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, formatNumber } from './formatting';

// Local time, so the day and hour are the same in every time zone the tests run in.
const DAY = new Date(2026, 10, 25, 15, 19);

describe('formatting in each language', () => {
  it('English: month, day, year; 24-hour time', () => {
    expect(formatDate(DAY, 'en')).toBe('Nov 25, 2026');
    expect(formatDateTime(DAY, 'en')).toBe('Nov 25, 2026, 15:19');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
  it('Korean: year, month, day (not "11월 25, 2026")', () => {
    expect(formatDate(DAY, 'ko')).toBe('2026년 11월 25일');
    expect(formatDateTime(DAY, 'ko')).toBe('2026년 11월 25일 15:19');
    expect(formatNumber(1234567, 'ko')).toBe('1,234,567');
  });
  it('Japanese: year, month, day', () => {
    expect(formatDate(DAY, 'ja')).toBe('2026年11月25日');
    expect(formatDateTime(DAY, 'ja')).toBe('2026年11月25日 15:19');
    expect(formatNumber(1234567, 'ja')).toBe('1,234,567');
  });
  it('an unknown language reads as English; dates may come as ISO text', () => {
    expect(formatDate(DAY.toISOString(), 'fr')).toBe('Nov 25, 2026');
  });
  it("in a workspace's time zone: the same instant, its own day and hour", () => {
    const instant = Date.UTC(2026, 10, 25, 20, 30);
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('Nov 25, 2026, 20:30');
    expect(formatDateTime(instant, 'en', 'Asia/Seoul')).toBe('Nov 26, 2026, 05:30');
    expect(formatDate(instant, 'ko', 'Asia/Seoul')).toBe('2026년 11월 26일');
    expect(formatDateTime(instant, 'ja', 'America/New_York')).toBe('2026年11月25日 15:30');
  });
});
