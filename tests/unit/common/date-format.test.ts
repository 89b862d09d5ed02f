// One date and time format across the product.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '@/common/date-format';

describe('dates and times for people', () => {
  it("day, short month, year; a 12-hour clock with 'PM'", () => {
    expect(formatDate('2026-11-25T17:00:00Z', 'UTC')).toBe('25 Nov 2026');
    expect(formatTime('2026-11-25T17:00:00Z', 'UTC')).toBe('5:00 PM');
    expect(formatDateTime('2026-11-25T09:05:00Z', 'UTC')).toBe('25 Nov 2026, 9:05 AM');
  });

  it("in the reader's time zone", () => {
    expect(formatDateTime('2026-11-25T23:30:00Z', 'Asia/Tokyo')).toBe('26 Nov 2026, 8:30 AM');
    expect(formatDateTime('2026-11-25T23:30:00Z', 'America/New_York')).toBe('25 Nov 2026, 6:30 PM');
  });

  it('a bare calendar date is that day everywhere', () => {
    expect(formatDate('2026-03-01', 'Pacific/Honolulu')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01', 'Asia/Tokyo')).toBe('1 Mar 2026');
  });

  it('nothing for what is not a time', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});
