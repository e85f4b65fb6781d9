import type { MealPlanEntry } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPlanDate, formatWeekRange, isCurrentWeek, isToday, parseIsoDate, planByDay, shiftWeek, toIsoDate, weekDays, weekFromParam, weekRange, weekStartOf } from './week';

// Local dates: new Date(y, m, d) is midnight where the test runs, as in the browser.
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('the planner week (Sunday to Saturday)', () => {
  it('starts on the Sunday on or before any day, at midnight', () => {
    expect(toIsoDate(weekStartOf(day(2026, 11, 25)))).toBe('2026-11-22'); // a Wednesday
    expect(toIsoDate(weekStartOf(day(2026, 11, 22)))).toBe('2026-11-22'); // the Sunday itself
    expect(toIsoDate(weekStartOf(day(2026, 11, 28, 23)))).toBe('2026-11-22'); // Saturday night
    expect(toIsoDate(weekStartOf(day(2026, 11, 29, 0)))).toBe('2026-11-29'); // the next Sunday
    expect(weekStartOf(day(2026, 11, 25)).getHours()).toBe(0);
  });

  it('has seven days, Sunday first and Saturday last, across months and years', () => {
    const days = weekDays(day(2026, 12, 30));
    expect(days.map(toIsoDate)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(days.map((d) => d.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('asks the server for Sunday..Saturday', () => {
    expect(weekRange(day(2026, 3, 4))).toEqual({ startDate: '2026-03-01', endDate: '2026-03-07' });
  });

  it('moves a week back and forward, always landing on a Sunday', () => {
    const start = weekStartOf(day(2026, 11, 25));
    expect(toIsoDate(shiftWeek(start, 1))).toBe('2026-11-29');
    expect(toIsoDate(shiftWeek(start, -1))).toBe('2026-11-15');
    expect(toIsoDate(shiftWeek(day(2026, 11, 25), -52))).toBe('2025-11-23');
  });

  it('keeps whole days over a daylight-saving change', () => {
    // Europe and the US change clocks in March and in October/November; every day is still one calendar day.
    for (const month of [3, 10, 11]) {
      for (let d = 1; d <= 28; d += 7) {
        const days = weekDays(day(2026, month, d)).map(toIsoDate);
        expect(new Set(days).size).toBe(7);
        expect(days.map((iso) => parseIsoDate(iso)!.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }
    }
  });

  it('shows the range compactly within a month, across months and across years', () => {
    expect(formatWeekRange(day(2026, 11, 22))).toBe('Nov 22 – 28, 2026');
    expect(formatWeekRange(day(2026, 11, 29))).toBe('Nov 29 – Dec 5, 2026');
    expect(formatWeekRange(day(2026, 12, 31))).toBe('Dec 27, 2026 – Jan 2, 2027');
  });

  it('reads ?week= as the week of that day, else the current week', () => {
    const now = day(2026, 11, 25);
    expect(toIsoDate(weekFromParam('2026-12-02', now))).toBe('2026-11-29');
    for (const bad of [null, '', 'soon', '2026-13-01', '2026-02-30', '2026-1-5']) expect(toIsoDate(weekFromParam(bad, now)), String(bad)).toBe('2026-11-22');
  });
});

describe('today', () => {
  it('is highlighted on its own day only', () => {
    const now = day(2026, 11, 25, 9);
    const highlighted = weekDays(now)
      .filter((d) => isToday(d, now))
      .map(toIsoDate);
    expect(highlighted).toEqual(['2026-11-25']);
    expect(weekDays(shiftWeek(now, 1)).some((d) => isToday(d, now))).toBe(false);
  });

  it('late at night is still today, and midnight is the next day', () => {
    expect(isToday(day(2026, 11, 25), day(2026, 11, 25, 23))).toBe(true);
    expect(isToday(day(2026, 11, 25), new Date(2026, 10, 26, 0, 0))).toBe(false);
  });

  it('a general Add meal starts on today in this week, else on the Sunday', () => {
    const now = day(2026, 11, 25);
    expect(isCurrentWeek(weekStartOf(now), now)).toBe(true);
    expect(toIsoDate(defaultPlanDate(weekStartOf(now), now))).toBe('2026-11-25');
    expect(toIsoDate(defaultPlanDate(shiftWeek(now, 2), now))).toBe('2026-12-06');
  });
});

describe('the week grid', () => {
  const entry = (id: number, plannedDate: string, mealType: MealPlanEntry['mealType']): MealPlanEntry => ({
    id,
    recipeId: id,
    plannedDate,
    mealType,
    notes: null,
    servings: null,
    recipe: { id, title: `Recipe ${id}`, imageUrl: null, cookingTime: null, servings: null, cuisine: null },
    energyKcal: null,
  });

  it('has every slot of every day, with the entries in their slot in the order they were planned', () => {
    const plan = planByDay(
      [entry(3, '2026-11-22', 'dinner'), entry(1, '2026-11-22', 'dinner'), entry(2, '2026-11-28', 'snack'), entry(9, '2026-11-29', 'lunch')],
      day(2026, 11, 24),
    );
    expect([...plan.keys()]).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(Object.keys(plan.get('2026-11-23')!)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(plan.get('2026-11-22')!.dinner.map((e) => e.id)).toEqual([1, 3]);
    expect(plan.get('2026-11-28')!.snack.map((e) => e.id)).toEqual([2]);
    // Outside the week: ignored.
    expect([...plan.values()].flatMap((d) => Object.values(d).flat()).map((e) => e.id)).not.toContain(9);
  });

  it('writes the week in the reader’s language', () => {
    const week = weekStartOf(new Date(2026, 10, 24));
    expect(formatWeekRange(week, 'es')).toMatch(/22.*28.*nov.*2026/);
    expect(formatWeekRange(week, 'hi')).toMatch(/22.*28.*2026/);
  });
});
