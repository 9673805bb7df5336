/**
 * The one table of `npm run bench` and `npm run test:load`: every bench module returns a list of
 * figures ({ name, value, unit }); this file prints them as name | value | unit | budget and
 * checks them against the committed budgets (bench/budgets.json: a `max` and/or `min` per figure
 * name). Plain runs only print; `--check` fails the run when a figure breaks its budget. Pure
 * apart from `loadBudgets` (reads the file).
 */
import { readFile } from 'node:fs/promises';

/** One measured figure. `name` is stable across runs: budgets refer to it. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

/** The limits of one figure: it must stay at or below `max` and at or above `min`. */
export interface Budget {
  max?: number;
  min?: number;
}

export type Budgets = Readonly<Record<string, Budget>>;

/** A figure outside its budget. */
export interface BudgetBreach {
  name: string;
  value: number;
  unit: string;
  budget: string;
}

/** The committed budget file (next to this project's root). */
export const BUDGETS_FILE = new URL('../bench/budgets.json', import.meta.url);

/** Reads and checks the budget file: an object of figure name -> { max?, min? } with numbers. */
export async function loadBudgets(file: URL | string = BUDGETS_FILE): Promise<Budgets> {
  return parseBudgets(JSON.parse(await readFile(file, 'utf8')) as unknown);
}

/** The budgets in `raw`, or an error naming the first malformed entry. */
export function parseBudgets(raw: unknown): Budgets {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('budgets: not an object');
  const out: Record<string, Budget> = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (name.startsWith('$')) continue; // "$comment" and the like
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
      throw new Error(`budgets: ${name} is not an object`);
    const budget: Budget = {};
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      if (key !== 'max' && key !== 'min') throw new Error(`budgets: ${name} has an unknown key ${key}`);
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw new Error(`budgets: ${name}.${key} is not a number`);
      budget[key] = value;
    }
    if (budget.max === undefined && budget.min === undefined)
      throw new Error(`budgets: ${name} has no limit`);
    out[name] = budget;
  }
  return out;
}

/** A budget as the table shows it ('<= 10', '>= 0.3', '0.3 .. 10', '' without one). */
export function describeBudget(budget: Budget | undefined): string {
  if (!budget) return '';
  if (budget.min !== undefined && budget.max !== undefined) return `${budget.min} .. ${budget.max}`;
  if (budget.max !== undefined) return `<= ${budget.max}`;
  return `>= ${budget.min}`;
}

/** The figures of `rows` that break their budget (figures without a budget never do). */
export function breaches(rows: readonly BenchRow[], budgets: Budgets): BudgetBreach[] {
  const out: BudgetBreach[] = [];
  for (const row of rows) {
    const budget = budgets[row.name];
    if (!budget) continue;
    const over = budget.max !== undefined && !(row.value <= budget.max);
    const under = budget.min !== undefined && !(row.value >= budget.min);
    if (over || under) out.push({ ...row, budget: describeBudget(budget) });
  }
  return out;
}

/** Budgets that name no figure of `rows` (a renamed figure, or a part of the bench skipped). */
export function unmeasured(rows: readonly BenchRow[], budgets: Budgets): string[] {
  const names = new Set(rows.map((r) => r.name));
  return Object.keys(budgets).filter((name) => !names.has(name));
}

/** A figure's value as printed: integers as they are, else up to three significant decimals. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toFixed(digits);
}

/** The table as text: a header, a rule, one line per figure; a breach is marked with '!'. */
export function formatTable(rows: readonly BenchRow[], budgets: Budgets = {}): string {
  const broken = new Set(breaches(rows, budgets).map((b) => b.name));
  const cells = rows.map((r) => [
    r.name,
    formatValue(r.value),
    r.unit,
    `${describeBudget(budgets[r.name])}${broken.has(r.name) ? ' !' : ''}`,
  ]);
  const header = ['name', 'value', 'unit', 'budget'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 1 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join(' | ')
      .replace(/[\s|]+$/, '');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}
