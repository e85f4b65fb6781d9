// Accuracy of the ingredient-line parser on the labelled lines in ingredient-lines/*.tsv (one file per
// convention: US, UK, Indian, international). Each line was labelled as a cook reads it, by the rules in
// docs/decisions/0033-ingredient-line-parser.md; a line is "all right" when quantity, range, unit and name
// all match. The test prints the accuracy overall, per category and per convention, then the first
// failures, and fails below 95% overall or below 90% in any category or convention.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeName, singularCandidates } from './normalize.js';
import { parseIngredientLine, UNITS, type ParsedIngredient, type Unit } from './parse-ingredient-line.js';

const DATA_DIR = join(import.meta.dirname, 'ingredient-lines');
const OVERALL_MIN = 0.95;
const GROUP_MIN = 0.9;
const FAILURES_SHOWN = 25;

interface Labelled {
  line: string;
  quantity: number | null;
  quantityMax?: number;
  unit: Unit | null;
  name: string;
  category: string;
  convention: string;
  cuisine: string;
  packageSize?: { quantity: number; unit: Unit };
  alternatives?: string[];
  approximate: boolean;
}

const isUnit = (text: string): text is Unit => (UNITS as readonly string[]).includes(text);

function unitOf(text: string, where: string): Unit | null {
  if (!text) return null;
  if (!isUnit(text)) throw new Error(`${where}: "${text}" is not a Unit`);
  return text;
}

/** The `checks` column: "pkg=400 g; alt=ghee|oil; approx". */
function readChecks(text: string, where: string): Pick<Labelled, 'packageSize' | 'alternatives' | 'approximate'> {
  const checks: Pick<Labelled, 'packageSize' | 'alternatives' | 'approximate'> = { approximate: false };
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value = ''] = part.split('=').map((p) => p.trim());
    if (key === 'approx') checks.approximate = true;
    else if (key === 'alt') checks.alternatives = value.split('|').map((v) => v.trim());
    else if (key === 'pkg') {
      const [amount = '', ...unit] = value.split(' ');
      checks.packageSize = { quantity: Number(amount), unit: unitOf(unit.join(' '), where) ?? 'g' };
    } else throw new Error(`${where}: unknown check "${part}"`);
  }
  return checks;
}

function loadLabelled(): Labelled[] {
  const files = readdirSync(DATA_DIR).filter((file) => file.endsWith('.tsv'));
  return files.flatMap((file) => {
    const convention = file.replace(/\.tsv$/, '');
    const [, ...rows] = readFileSync(join(DATA_DIR, file), 'utf8').split('\n');
    return rows
      .filter((row) => row.trim())
      .map((row, index) => {
        const where = `${file}:${index + 2}`;
        const [line = '', quantity = '', quantityMax = '', unit = '', name = '', category = '', cuisine = '', checks = ''] = row.split('\t');
        const labelled: Labelled = {
          line,
          quantity: quantity ? Number(quantity) : null,
          unit: unitOf(unit, where),
          name,
          category,
          convention,
          cuisine,
          ...readChecks(checks, where),
        };
        if (quantityMax) labelled.quantityMax = Number(quantityMax);
        return labelled;
      });
  });
}

/** Within 1%: recipes round (⅓ cup written 0.333), and 1% is below any measuring spoon's error. */
function sameQuantity(expected: number | null | undefined, actual: number | null | undefined): boolean {
  if (expected === null || expected === undefined || actual === null || actual === undefined) return (expected ?? null) === (actual ?? null);
  return Math.abs(expected - actual) <= 0.01 * Math.max(Math.abs(expected), Math.abs(actual));
}

/** One word the same, or one the plural of the other ("leaves" / "leaf"): a plural is not another food. */
function sameWord(a: string, b: string): boolean {
  return a === b || singularCandidates(a).includes(b) || singularCandidates(b).includes(a);
}

function sameName(expected: string, actual: string): boolean {
  const a = normalizeName(expected).split(' ');
  const b = normalizeName(actual).split(' ');
  return a.length === b.length && a.every((word, i) => sameWord(word, b[i] ?? ''));
}

const sameAlternatives = (expected: string[] | undefined, actual: string[] | undefined) =>
  (expected ?? []).length === (actual ?? []).length && (expected ?? []).every((name, i) => sameName(name, actual?.[i] ?? ''));

const samePackage = (expected: Labelled['packageSize'], actual: ParsedIngredient['packageSize']) =>
  expected === undefined ? true : actual !== undefined && actual.unit === expected.unit && sameQuantity(expected.quantity, actual.quantity);

interface Scored {
  labelled: Labelled;
  parsed: ParsedIngredient;
  /** Quantity, range, unit and name: the brief's "all right". */
  right: boolean;
  /** Package size, alternatives and the approximate flag, where the label states them. */
  extrasRight: boolean;
}

function score(labelled: Labelled): Scored {
  const parsed = parseIngredientLine(labelled.line);
  const right =
    sameQuantity(labelled.quantity, parsed.quantity) &&
    sameQuantity(labelled.quantityMax, parsed.quantityMax) &&
    labelled.unit === parsed.unit &&
    sameName(labelled.name, parsed.name);
  const extrasRight =
    samePackage(labelled.packageSize, parsed.packageSize) && sameAlternatives(labelled.alternatives, parsed.alternatives) && labelled.approximate === (parsed.approximate ?? false);
  return { labelled, parsed, right, extrasRight };
}

const share = (scored: Scored[], ok: (s: Scored) => boolean) => scored.filter(ok).length / Math.max(1, scored.length);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function groupBy(scored: Scored[], key: (s: Scored) => string): Map<string, Scored[]> {
  const groups = new Map<string, Scored[]>();
  for (const item of scored) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function table(title: string, groups: Map<string, Scored[]>): string {
  const rows = [...groups].map(([group, items]) => `  ${group.padEnd(16)} ${percent(share(items, (s) => s.right)).padStart(6)}  of ${items.length}`);
  return [title, ...rows].join('\n');
}

type Shown = Pick<ParsedIngredient, 'quantity' | 'quantityMax' | 'unit' | 'name' | 'packageSize' | 'alternatives'> & { approximate?: boolean };
const describeParse = ({ quantity, quantityMax, unit, name, packageSize, alternatives, approximate }: Shown) =>
  JSON.stringify({ quantity, quantityMax, unit, name, packageSize, alternatives, approximate });

describe('parseIngredientLine accuracy on labelled lines', () => {
  const labelled = loadLabelled();
  const scored = labelled.map(score);
  const byCategory = groupBy(scored, (s) => s.labelled.category);
  const byConvention = groupBy(scored, (s) => s.labelled.convention);

  it('has at least 1,000 well-formed labelled lines, each line once', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(labelled.map((l) => l.line)).size).toBe(labelled.length);
    for (const item of labelled) {
      expect(item.line, 'line').not.toBe('');
      expect(item.category, `${item.line}: category`).not.toBe('');
      expect(item.quantity === null || Number.isFinite(item.quantity), `${item.line}: quantity`).toBe(true);
    }
  });

  it('gets quantity, unit and name right on 95% overall and 90% in every category and convention', () => {
    const overall = share(scored, (s) => s.right);
    const failures = scored.filter((s) => !s.right);
    const report = [
      `Ingredient lines all right: ${percent(overall)} of ${scored.length}`,
      table('By category:', byCategory),
      table('By convention:', byConvention),
      `First ${Math.min(FAILURES_SHOWN, failures.length)} of ${failures.length} failures (expected → parsed):`,
      ...failures.slice(0, FAILURES_SHOWN).map((s) => `  ${s.labelled.line}\n    ${describeParse(s.labelled)}\n    ${describeParse(s.parsed)}`),
    ].join('\n');
    console.log(report);
    const weakGroups = [...byCategory, ...byConvention].filter(([, items]) => share(items, (s) => s.right) < GROUP_MIN).map(([group]) => group);
    expect(overall, report).toBeGreaterThanOrEqual(OVERALL_MIN);
    expect(weakGroups, report).toEqual([]);
  });

  it('reads package sizes, alternatives and approximations where the labels state them (95%)', () => {
    const failures = scored.filter((s) => !s.extrasRight);
    const report = failures.slice(0, FAILURES_SHOWN).map((s) => `  ${s.labelled.line}\n    ${describeParse(s.labelled)}\n    ${describeParse(s.parsed)}`);
    console.log(`Package sizes, alternatives and approximations right: ${percent(share(scored, (s) => s.extrasRight))}\n${report.join('\n')}`);
    expect(
      share(scored, (s) => s.extrasRight),
      report.join('\n'),
    ).toBeGreaterThanOrEqual(OVERALL_MIN);
  });
});
