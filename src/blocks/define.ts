/**
 * The data half of the block contract: what a block's React-free `schema.ts` declares (kind,
 * category, fields, options with defaults, migrations, editor settings per option, dialog flags)
 * and the small factories its field list is built from. Imports no React and no block, so every
 * `schema.ts`, the server and the build can use it.
 */
import type * as v from 'valibot';
import type { CollectionName } from '../lib/content.ts';
import type { DisplayCondition } from '../lib/display-conditions.ts';
import type { TextInputKind } from '../lib/option-validation.ts';
import type { ALIGNMENTS } from '../lib/block-options.ts';

export const BLOCK_KINDS = ['component', 'pageCollection', 'groupCollection'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Category headings of the add-block dialog (editor spec §2), in display order. */
export const BLOCK_CATEGORIES = ['start', 'team', 'content', 'collections', 'various', 'remaining'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/** How a field stores its value (visitor spec §3 content kinds). */
export type FieldKind = 'text' | 'richText' | 'media' | 'button' | 'single';

/** One field of a block; `name` is the key views read (`fields.title`). */
export interface FieldSpec<TName extends string = string> {
  readonly name: TName;
  readonly kind: FieldKind;
  /** Multi-line plain text (textarea editing). */
  readonly multiline?: boolean;
}

/** A numbered step that upgrades stored options from `version - 1` to `version`. */
export interface BlockMigration {
  version: number;
  name: string;
  up: (options: Record<string, unknown>) => Record<string, unknown>;
}

export type Alignment = (typeof ALIGNMENTS)[number];

/** What the option schema cannot say about one option (editor spec §3 options map). */
export interface OptionConfig {
  /** Shown only while these conditions on other options hold. */
  readonly showIf?: readonly DisplayCondition[];
  /** The alignments offered, when fewer than all three. */
  readonly alignments?: readonly Alignment[];
  /** How a text option's input is checked (e-mail, url, phone); plain text when absent. */
  readonly inputKind?: TextInputKind;
  /** False for options the product sets: shown read-only. */
  readonly editable?: false;
}

/** How an interactive block hydrates: as an Astro island when visible or when the browser is idle. */
export type Hydration = 'visible' | 'idle';

export type OptionsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The data half of a block definition: importable by the API without any React. */
export interface BlockSchemaDef<
  TType extends string = string,
  TOptions extends OptionsSchema = OptionsSchema,
  TFields extends readonly FieldSpec[] = readonly FieldSpec[],
> {
  type: TType;
  kind: BlockKind;
  /** Heading in the add-block dialog; types without one are listed under 'remaining'. */
  category: BlockCategory;
  /** Current stored-data version; `migrations` lead up to it. */
  version: number;
  migrations: readonly BlockMigration[];
  fields: TFields;
  options: TOptions;
  /** Editor settings of single options, keyed by option name. */
  optionConfig?: OptionConfigs<TOptions>;
  /**
   * Interactive blocks: when their island hydrates (its manifest must then name the `Island`).
   * Static blocks (no value) ship no JavaScript.
   */
  hydrate?: Hydration;
  /** For a group collection: the card type of its children. */
  childType?: string;
  /** For a page collection: the collection whose pages it lists. */
  collection?: CollectionName;
  /** A collection an interactive block's island needs besides its own (the game: the map holes). */
  islandCollection?: CollectionName;
  /** Offered by the add-block dialog (editor spec §2); cards and details are not. */
  dialog?: boolean;
  /** Only members of the health-optics network may add it (the dialog marks it, the API refuses it). */
  healthOpticsOnly?: boolean;
  /**
   * False for blocks that never open a page (announcements, spacers): the page's h1 goes to the
   * first block that may. Default true.
   */
  opensPage?: boolean;
}

/** The names of a block schema's fields. */
export type FieldName<TSchema extends { fields: readonly FieldSpec[] }> = TSchema['fields'][number]['name'];

/** The per-option editor settings a schema may declare: only for options it has. */
export type OptionConfigs<TOptions extends OptionsSchema> = {
  readonly [K in keyof TOptions['entries']]?: OptionConfig;
};

/**
 * Identity helper that keeps the literal types (type, field names, options, dialog flags) and
 * checks the shape.
 *
 * @example
 * export const heroSchema = defineBlockSchema({ type: 'hero', fields: [...heading()], ... });
 */
export function defineBlockSchema<const TDef extends BlockSchemaDef>(
  def: TDef & { optionConfig?: OptionConfigs<TDef['options']> },
): TDef {
  return def;
}

/** One field of each kind, by name: `f.text('title')`, `f.media('image')`. */
export const f = {
  text: <const TName extends string>(name: TName, extra: { multiline?: boolean } = {}) =>
    ({ name, kind: 'text', ...extra }) as const satisfies FieldSpec,
  richText: <const TName extends string>(name: TName) => ({ name, kind: 'richText' }) as const,
  media: <const TName extends string>(name: TName) => ({ name, kind: 'media' }) as const,
  button: <const TName extends string>(name: TName) => ({ name, kind: 'button' }) as const,
  single: <const TName extends string>(name: TName) => ({ name, kind: 'single' }) as const,
};

/** The heading most blocks open with: kicker, title and a rich-text description. */
export const heading = () => [f.text('kicker'), f.text('title'), f.richText('description')] as const;

/** A title with a rich-text description below it (no kicker). */
export const titleAndText = () => [f.text('title'), f.richText('description')] as const;

/** The main and the secondary button. */
export const buttons = () => [f.button('button'), f.button('secondaryButton')] as const;
