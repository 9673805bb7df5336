/**
 * The block contract: the data half (re-exported from `define.ts` and `registry.ts`, React-free)
 * and the manifest each block folder's `index.ts` exports: its schema plus view, icon and editor
 * label key. An interactive block's island is rendered by Blocks.astro, not named here, so the
 * editor bundle never pulls in the islands (and their stylesheets).
 */
import type { ComponentType, ReactNode } from 'react';
import type * as v from 'valibot';
import type { blocksEditorTexts } from '../i18n/editor/blocks.ts';
import type { FieldSnapshot, GroupSnapshot } from '../lib/content.ts';
import type { BlockSchemaDef, FieldName, FieldSpec, OptionsSchema } from './define.ts';
import type { BlockType } from './registry.ts';

export {
  BLOCK_CATEGORIES,
  BLOCK_KINDS,
  defineBlockSchema,
  type BlockCategory,
  type BlockKind,
  type BlockMigration,
  type BlockSchemaDef,
  type FieldKind,
  type FieldName,
  type FieldSpec,
  type Hydration,
  type OptionConfig,
} from './define.ts';
export {
  BLOCK_TYPES,
  DIALOG_BLOCK_TYPES,
  HEALTH_OPTICS_BLOCK_TYPES,
  type AnyBlockSchemaDef,
  type BlockType,
  type DialogBlockType,
  type IslandBlockType,
} from './registry.ts';

/** A block's fields by name, as its view reads them: `fields.title`. */
export type BlockFields<TName extends string = string> = {
  readonly [K in TName]?: FieldSnapshot | undefined;
};

/** Props every block view receives. Locale, mode and site data come from the render context. */
export interface BlockViewProps<TOptions = Record<string, unknown>, TFields extends string = string> {
  group: GroupSnapshot;
  options: TOptions;
  /** The group's fields, typed by the names its schema declares. */
  fields: BlockFields<TFields>;
}

/**
 * The view props of a block schema: its parsed options and its typed fields.
 *
 * @example
 * export function HeroView({ options, fields }: BlockProps<typeof heroSchema>) { ... }
 */
export type BlockProps<TSchema extends BlockSchemaDef<string, OptionsSchema, readonly FieldSpec[]>> =
  BlockViewProps<v.InferOutput<TSchema['options']>, FieldName<TSchema>>;

export type BlockView<TOptions, TFields extends string = string> = ComponentType<
  BlockViewProps<TOptions, TFields>
>;

/** Marks a block whose view is not built yet: renders nothing live, a marker in edit mode. */
export const PENDING_VIEW = 'pending' as const;

/** The editor dictionary key naming a block type (`blocksType.<type>`); must exist in de and fr. */
export type BlockLabelKey = Extract<keyof (typeof blocksEditorTexts)['de'], `blocksType.${string}`>;

/** A block manifest: everything the product knows about a block type. */
export type BlockDef<
  TType extends BlockType = BlockType,
  TOptions extends OptionsSchema = OptionsSchema,
  TFields extends readonly FieldSpec[] = readonly FieldSpec[],
> = BlockSchemaDef<TType, TOptions, TFields> & {
  View: BlockView<v.InferOutput<TOptions>, TFields[number]['name']> | typeof PENDING_VIEW;
  /** Outline picture in the add-block dialog (24x24 SVG content); the generic box when absent. */
  icon?: ReactNode;
  /** The editor dictionary key of the block's name. */
  label: BlockLabelKey & `blocksType.${TType}`;
};

/**
 * Identity helper for a block folder's `index.ts`: keeps the literal types and checks the manifest.
 *
 * @example
 * export const heroBlock = defineBlock({ ...heroSchema, View: HeroView, icon: heroIcon, label: 'blocksType.hero' });
 */
export function defineBlock<
  const TType extends BlockType,
  TOptions extends OptionsSchema,
  const TFields extends readonly FieldSpec[],
>(def: BlockDef<TType, TOptions, TFields>): BlockDef<TType, TOptions, TFields> {
  return def;
}

/**
 * A block manifest with its option type erased. `any` is needed because view props are
 * contravariant (`View<HeroOptions>` does not accept `Record<string, unknown>`); it is sound
 * because a view only ever receives the output of its own definition's option schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type AnyBlockDef<TType extends BlockType = BlockType> = BlockDef<TType, any>;
