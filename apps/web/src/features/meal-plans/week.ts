import { MEAL_PLAN_TYPES, type MealPlanEntry } from '@hearth/contracts';
import { addDays, addWeeks, format, isSameDay, isValid, parse, startOfWeek } from 'date-fns';
import type { Language } from '@/i18n/languages';
import { localeTag } from '@/i18n/runtime';

/**
 * The planner's week (spec §2, §9): Sunday to Saturday, dates as local calendar days ('YYYY-MM-DD').
 * Pure functions of their arguments ("now" is passed in), so they are unit-tested.
 */
export const WEEK_STARTS_ON = 0; // Sunday
export type MealType = (typeof MEAL_PLAN_TYPES)[number];
// spec §9: what the API files a meal under when none is sent; the add dialog asks instead (issue 13, item 11).
export const DEFAULT_MEAL_TYPE: MealType = 'breakfast';

const ISO = 'yyyy-MM-dd';

/** The Sunday that starts the week containing `date`, at local midnight. */
export function weekStartOf(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
}

/** The seven days of the week starting at `weekStart`, Sunday to Saturday. */
export function weekDays(weekStart: Date): Date[] {
  const sunday = weekStartOf(weekStart);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

export function toIsoDate(date: Date): string {
  return format(date, ISO);
}

/** A 'YYYY-MM-DD' text as a local date, or null when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, ISO, new Date(2000, 0, 1));
  return isValid(date) && toIsoDate(date) === value ? date : null;
}

/** The query range for a week: its Sunday and its Saturday. */
export function weekRange(weekStart: Date): { startDate: string; endDate: string } {
  const days = weekDays(weekStart);
  return { startDate: toIsoDate(days[0]!), endDate: toIsoDate(days[6]!) };
}

export function shiftWeek(weekStart: Date, weeks: number): Date {
  return weekStartOf(addWeeks(weekStartOf(weekStart), weeks));
}

/** The week named by a `?week=` parameter (any day of it), else the week containing `now`. */
export function weekFromParam(value: string | null, now: Date): Date {
  return weekStartOf(parseIsoDate(value) ?? now);
}

/** 'Nov 22 – 28, 2026', 'Nov 29 – Dec 5, 2026' or 'Dec 27, 2026 – Jan 2, 2027'; other languages as Intl writes a range. */
export function formatWeekRange(weekStart: Date, language: Language = 'en'): string {
  const days = weekDays(weekStart);
  const first = days[0]!;
  const last = days[6]!;
  if (language !== 'en') return new Intl.DateTimeFormat(localeTag(language), { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(first, last);
  if (first.getFullYear() !== last.getFullYear()) return `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
  if (first.getMonth() !== last.getMonth()) return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMM d')} – ${format(last, 'd, yyyy')}`;
}

export function isToday(day: Date, now: Date): boolean {
  return isSameDay(day, now);
}

export function isCurrentWeek(weekStart: Date, now: Date): boolean {
  return isSameDay(weekStartOf(weekStart), weekStartOf(now));
}

/**
 * The day a general 'Add meal' presets: today when the week shown is this week, else the week's Sunday.
 * The AI planner starts there too, so it never plans days already gone.
 */
export function defaultPlanDate(weekStart: Date, now: Date): Date {
  return isCurrentWeek(weekStart, now) ? now : weekStartOf(weekStart);
}

export type DayPlan = Record<MealType, MealPlanEntry[]>;

/** Entries by day ('YYYY-MM-DD') and meal slot; every day of the week has every slot, empty or not. */
export function planByDay(entries: readonly MealPlanEntry[], weekStart: Date): Map<string, DayPlan> {
  const plan = new Map<string, DayPlan>();
  for (const day of weekDays(weekStart)) {
    plan.set(toIsoDate(day), Object.fromEntries(MEAL_PLAN_TYPES.map((t) => [t, [] as MealPlanEntry[]])) as DayPlan);
  }
  for (const entry of entries) plan.get(entry.plannedDate.slice(0, 10))?.[entry.mealType]?.push(entry);
  for (const day of plan.values()) for (const list of Object.values(day)) list.sort((a, b) => a.id - b.id);
  return plan;
}
