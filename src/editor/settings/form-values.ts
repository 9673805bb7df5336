/**
 * Pure helpers of the settings forms: reading and replacing a value by its dotted path
 * ('header.loginPage.url') without mutating, the colour input's hex form of the stored RGB
 * triples, and the text-field rule that an empty entry is stored as null.
 */

type Tree = Readonly<Record<string, unknown>>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value at a dotted path; undefined when the path leads nowhere.
 *
 * @example
 * valueAt({ header: { loginPage: { url: 'x' } } }, 'header.loginPage.url'); // 'x'
 */
export function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (isTree(at) ? at[key] : undefined), tree);
}

/**
 * A copy of `tree` with the value at `path` replaced (objects on the way are copied, the rest is shared).
 *
 * @example
 * withValueAt({ footer: { city: 'Bern', street: null } }, 'footer.city', 'Zug'); // { footer: { city: 'Zug', street: null } }
 */
export function withValueAt<T extends Tree>(tree: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined || key === '') return tree;
  const next =
    rest.length === 0 ? value : withValueAt(isTree(tree[key]) ? tree[key] : {}, rest.join('.'), value);
  return { ...tree, [key]: next };
}

/** A typed text as stored: trimmed, and null when nothing is left. */
export function textOrNull(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * A stored colour ('73,157,221') as the colour input's '#499ddd'; black for anything unreadable.
 *
 * @example
 * rgbToHex('73,157,221'); // '#499ddd'
 */
export function rgbToHex(triple: string): string {
  const parts = triple.split(',').map((part) => Number(part));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return '#000000';
  return `#${parts.map(hex2).join('')}`;
}

/**
 * The colour input's '#499ddd' as the stored '73,157,221'; null when it is no six-digit hex colour.
 *
 * @example
 * hexToRgb('#499DDD'); // '73,157,221'
 */
export function hexToRgb(hex: string): string | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return match
    .slice(1)
    .map((part) => parseInt(part, 16))
    .join(',');
}

/**
 * A form's values as they are saved: every text trimmed, an empty text null (the fields keep
 * what the editor types, spaces included, until then).
 *
 * @example
 * normalizeTexts({ footer: { city: ' Bern ', street: '' } }); // { footer: { city: 'Bern', street: null } }
 */
export function normalizeTexts<T>(value: T): T {
  if (typeof value === 'string') return textOrNull(value) as T;
  if (!isTree(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalizeTexts(inner)])) as T;
}
