import { describe, expect, it } from 'vitest';

import { mustExceed, problemsOf, RowRule } from './row-rules';

type Window = { startsAt: string | null; endsAt: string | null; passing: number; distinction: number | null };

describe('rules across fields', () => {
  const endAfterStart = mustExceed<Window>('endsAt', 'startsAt', 'distinctionNotAbovePassing');
  const distinction = mustExceed<Window>('distinction', 'passing', 'distinctionNotAbovePassing');

  it('compares dates given as ISO text, Date or epoch milliseconds, and numbers', () => {
    expect(endAfterStart({ startsAt: '2026-11-25T10:00:00Z', endsAt: '2026-11-25T09:00:00Z' })).toEqual({
      field: 'endsAt',
      message: 'distinctionNotAbovePassing',
    });
    expect(endAfterStart({ startsAt: '2026-11-25T10:00:00Z', endsAt: '2026-11-25T10:00:00Z' })).not.toBeNull();
    expect(endAfterStart({ startsAt: '2026-11-25T10:00:00Z', endsAt: '2026-11-26T10:00:00Z' })).toBeNull();
    const row = { startsAt: new Date('2026-11-25T10:00:00Z'), endsAt: Date.parse('2026-11-24T10:00:00Z') } as unknown as Partial<Window>;
    expect(endAfterStart(row)).not.toBeNull();
    expect(distinction({ passing: 80, distinction: 80 })).not.toBeNull();
    expect(distinction({ passing: 80, distinction: 81 })).toBeNull();
  });

  it('says nothing while either side is unset', () => {
    expect(endAfterStart({ startsAt: null, endsAt: '2026-11-25T09:00:00Z' })).toBeNull();
    expect(distinction({ passing: 80 })).toBeNull();
    expect(distinction({ distinction: 10 })).toBeNull();
  });

  it('lists every problem of every rule, in order', () => {
    const both: RowRule<Window> = () => [
      { field: 'startsAt', message: 'nameRequired' },
      { field: 'endsAt', message: 'nameRequired' },
    ];
    expect(problemsOf([distinction, both], { passing: 90, distinction: 50 }).map((problem) => problem.field)).toEqual(['distinction', 'startsAt', 'endsAt']);
    expect(problemsOf(undefined, {})).toEqual([]);
  });
});
