/**
 * Option display conditions (editor spec §3): an option editor is shown only while the options it
 * depends on have certain values, e.g. 'loop' only for a video, 'columns' only while a layout has
 * columns. A condition is either a boolean that must equal another option's value, or a
 * comparison with >, <, = or !=. Pure: no DOM, no I/O.
 */

export const CONDITION_OPERATORS = ['>', '<', '=', '!='] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** A value a condition compares with. */
export type ConditionValue = string | number | boolean | null;

/** One dependency of an option on another option's current value. */
export type DisplayCondition =
  /** Shown while the other option's value equals this boolean. */
  | { option: string; equals: boolean }
  /** Shown while `other <operator> value` holds (> and < compare numbers). */
  | { option: string; operator: ConditionOperator; value: ConditionValue };

/** A number from a number or a numeric string; null otherwise. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function isEqual(actual: unknown, expected: ConditionValue): boolean {
  if (typeof actual === 'number' || typeof expected === 'number') {
    const a = toNumber(actual);
    const b = toNumber(expected);
    return a !== null && b !== null && a === b;
  }
  return (actual ?? null) === expected;
}

/**
 * Whether one condition holds for the current option values. A missing option reads as null;
 * > and < hold only when both sides are numbers.
 *
 * @example
 * conditionHolds({ option: 'autoplay', equals: true }, { autoplay: true }); // true
 * conditionHolds({ option: 'postCount', operator: '>', value: 1 }, { postCount: 8 }); // true
 */
export function conditionHolds(
  condition: DisplayCondition,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const actual = values[condition.option];
  if ('equals' in condition) return actual === condition.equals;
  switch (condition.operator) {
    case '=':
      return isEqual(actual, condition.value);
    case '!=':
      return !isEqual(actual, condition.value);
    case '>':
    case '<': {
      const a = toNumber(actual);
      const b = toNumber(condition.value);
      if (a === null || b === null) return false;
      return condition.operator === '>' ? a > b : a < b;
    }
  }
}

/** Whether an option is shown: all its conditions hold (none: always shown). */
export function isOptionShown(
  conditions: readonly DisplayCondition[] | undefined,
  values: Readonly<Record<string, unknown>>,
): boolean {
  return (conditions ?? []).every((condition) => conditionHolds(condition, values));
}

/**
 * The option keys to show, in their order, given each key's conditions and the current values.
 *
 * @example
 * visibleOptionKeys(['autoplay', 'loop'], { loop: [{ option: 'autoplay', equals: true }] }, { autoplay: false });
 * // ['autoplay']
 */
export function visibleOptionKeys<TKey extends string>(
  keys: readonly TKey[],
  conditions: Readonly<Partial<Record<string, readonly DisplayCondition[]>>>,
  values: Readonly<Record<string, unknown>>,
): TKey[] {
  return keys.filter((key) => isOptionShown(conditions[key], values));
}
