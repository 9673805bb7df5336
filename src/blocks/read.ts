/**
 * Reads a stored block's options: upgrades them through the block's numbered migrations, then
 * parses them with its option schema, so a site saved with an older block version still renders.
 * Pure: no I/O, usable on the server, in the build and in the browser.
 */
import * as v from 'valibot';
import type { FieldSnapshot } from '../lib/content.ts';
import type { BlockSchemaDef, FieldName, FieldSpec } from './define.ts';
import type { BlockFields } from './types.ts';

type OptionsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;
type StoredOptions = Record<string, unknown>;

/**
 * Applies the migrations of `def` newer than `storedVersion`, in version order, to a copy of
 * `options`. Throws when the stored version is newer than the block's: that data was written by a
 * newer release and reading it with an older schema would silently drop what it does not know.
 *
 * @example
 * migrateOptions(heroSchema, 1, { alignment: 'left' }); // unchanged while hero is at version 1
 */
export function migrateOptions(
  def: Pick<BlockSchemaDef, 'type' | 'version' | 'migrations'>,
  storedVersion: number,
  options: StoredOptions,
): StoredOptions {
  if (!Number.isInteger(storedVersion)) {
    throw new Error(`Block '${def.type}': stored version ${String(storedVersion)} is not an integer.`);
  }
  if (storedVersion > def.version) {
    throw new Error(
      `Block '${def.type}' was stored at version ${storedVersion}, but this release knows only up to ` +
        `version ${def.version}. Deploy the newer release before reading this content.`,
    );
  }
  return def.migrations
    .filter((migration) => migration.version > storedVersion && migration.version <= def.version)
    .toSorted((a, b) => a.version - b.version)
    .reduce((current, migration) => migration.up(current), { ...options });
}

/**
 * A stored block's options as its view expects them: migrated to the current version, unknown keys
 * dropped, and every missing or invalid value replaced by the option's default. A missing or
 * non-object `raw` reads as all defaults.
 *
 * @example
 * const options = readOptions(heroSchema, group.version, group.options);
 * options.alignment; // 'left' unless stored otherwise
 */
export function readOptions<TOptions extends OptionsSchema>(
  def: BlockSchemaDef<string, TOptions>,
  storedVersion: number,
  raw: unknown,
): v.InferOutput<TOptions> {
  const stored = isPlainObject(raw) ? raw : {};
  return v.parse(def.options, migrateOptions(def, storedVersion, stored));
}

function isPlainObject(value: unknown): value is StoredOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored group's options with defaults, or null (logged; the caller skips the group) when a
 * newer release saved them and this one cannot read them.
 */
export function readGroupOptions<TOptions extends OptionsSchema>(
  def: BlockSchemaDef<string, TOptions>,
  group: { id: string; type: string; version: number; options: unknown },
): v.InferOutput<TOptions> | null {
  try {
    return readOptions(def, group.version, group.options);
  } catch (error) {
    console.error(`cannot read options of group ${group.id} (${group.type})`, error);
    return null;
  }
}

/**
 * A group's fields typed by the names its block schema declares, for views that read another
 * group than their own (a board's cards, a container's detail sections). Missing fields read as
 * undefined, like in the view's own `fields`.
 *
 * @example
 * const card = fieldsOf<typeof imageCardSchema>(child);
 * card.title; // FieldSnapshot | undefined
 */
export function fieldsOf<TSchema extends { fields: readonly FieldSpec[] }>(
  group: { fields: Readonly<Record<string, FieldSnapshot>> } | null | undefined,
): BlockFields<FieldName<TSchema>> {
  return (group?.fields ?? {}) as BlockFields<FieldName<TSchema>>;
}
