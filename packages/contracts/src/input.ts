import { z } from 'zod';

/**
 * The building blocks every input schema uses (issue 12, item 5), so that hostile input is refused
 * with a clear 400 at the edge instead of reaching the database and failing there as a 500.
 * See docs/decisions/0020-hardening.md.
 */

/** PostgreSQL `integer`, the type of every serial id: a larger number can never name a row. */
export const ID_MAX = 2_147_483_647;
/** The farthest a list can be paged; far beyond any real list, and well inside PostgreSQL's OFFSET. */
export const LIST_OFFSET_MAX = 1_000_000;
/** Calendar dates the planner accepts; outside this range a date is a typo or an attack. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2999;

export const inputMessages = {
  controlCharacters: 'Text cannot contain control characters',
  invalidUnicode: 'Text contains invalid Unicode (a broken character)',
  id: (label: string) => `${label} must be a whole number from 1 to ${ID_MAX}`,
  offset: `offset must be a whole number from 0 to ${LIST_OFFSET_MAX}`,
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  dateFormat: 'Use a date like 2026-11-22',
  notRealDate: 'Not a real date',
  dateRange: `Use a date between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`,
  jsonTooDeep: (max: number) => `The JSON body is nested too deeply (at most ${max} levels)`,
} as const;

// Tab, line feed and carriage return are ordinary in typed text; every other C0 control and DEL is not,
// and PostgreSQL cannot store NUL at all.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one: not encodable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Any text a client sends: a string without control characters or broken Unicode.
 * Chain `.trim().min().max()` on it as on `z.string()`.
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !CONTROL_CHARACTER.test(value), inputMessages.controlCharacters)
    .refine((value) => !LONE_SURROGATE.test(value), inputMessages.invalidUnicode);

/** Optional text where blank means "not given" (null). */
export const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** A row id in a JSON body. `label` names it in the message ("Recipe id must be ..."). */
export const idSchema = (label = 'id', params?: { error: string }) => {
  const message = inputMessages.id(label);
  return z
    .number(params ?? { error: message })
    .int(message)
    .min(1, message)
    .max(ID_MAX, message);
};

/** A row id in a path or query string, where it arrives as text. */
export const idParamSchema = (label = 'id') => {
  const message = inputMessages.id(label);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);
};

/** `limit` and `offset` of a paged list, from the query string. */
export const pageQuerySchema = (options: { maxLimit: number; defaultLimit: number }) =>
  z.object({
    limit: z.coerce
      .number({ error: inputMessages.limit(options.maxLimit) })
      .int(inputMessages.limit(options.maxLimit))
      .min(1, inputMessages.limit(options.maxLimit))
      .max(options.maxLimit, inputMessages.limit(options.maxLimit))
      .default(options.defaultLimit),
    offset: z.coerce.number({ error: inputMessages.offset }).int(inputMessages.offset).min(0, inputMessages.offset).max(LIST_OFFSET_MAX, inputMessages.offset).default(0),
  });

/** True for a YYYY-MM-DD string that names a day on the calendar (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day as YYYY-MM-DD (meal plans, the shopping list's week). */
export const isoDateSchema = z
  .string({ error: inputMessages.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: inputMessages.dateFormat, abort: true })
  .refine(isCalendarDate, { message: inputMessages.notRealDate, abort: true })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
  }, inputMessages.dateRange);
