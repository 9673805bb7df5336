/**
 * The block manifests, each from its own folder, and the add-block dialog's listing: the React side
 * of the block kit. Server code that needs no React reads `./registry.ts` (the block list, schemas).
 */
import { BLOCK_TYPES, DIALOG_BLOCK_TYPES, blockSchemas, isBlockType } from './registry.ts';
import {
  BLOCK_CATEGORIES,
  type BlockCategory,
  type AnyBlockDef,
  type BlockDef,
  type BlockType,
} from './types.ts';

/**
 * Every block folder's manifest (`<type>/index.ts`, the one `defineBlock(...)` it exports), found by
 * Vite's glob when the site, the editor or a test is built: adding a block needs no line here. The
 * manifests are checked against the block list in `registry.ts` when this module loads, so a listed
 * type without its folder, or a manifest that is not its listed schema plus a view, stops the build
 * and every test with a message naming the folder. (`defineBlock` already fails `tsc` for a folder
 * whose type registry.ts does not list.)
 */
const folderModules = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });

const isManifest = (value: unknown): value is AnyBlockDef =>
  typeof value === 'object' && value !== null && 'type' in value && 'View' in value && 'label' in value;

export function collectManifests(
  modules: Record<string, Record<string, unknown>>,
): Record<BlockType, AnyBlockDef> {
  const found = new Map<BlockType, AnyBlockDef>();
  for (const [path, exports] of Object.entries(modules)) {
    const folder = path.split('/')[1] ?? path;
    if (!isBlockType(folder))
      throw new Error(`src/blocks/${folder}/ is not listed in src/blocks/registry.ts`);
    const manifests = Object.values(exports).filter(isManifest);
    const [manifest] = manifests;
    if (manifests.length !== 1 || !manifest || manifest.type !== folder)
      throw new Error(
        `src/blocks/${folder}/index.ts must export one manifest (defineBlock) of type '${folder}'`,
      );
    if (manifest.options !== blockSchemas[folder].options || manifest.fields !== blockSchemas[folder].fields)
      throw new Error(`src/blocks/${folder}/index.ts must spread the schema registry.ts lists`);
    found.set(folder, manifest);
  }
  const missing = BLOCK_TYPES.filter((type) => !found.has(type));
  if (missing.length > 0) throw new Error(`block types without a manifest folder: ${missing.join(', ')}`);
  return Object.fromEntries(found) as Record<BlockType, AnyBlockDef>;
}

/**
 * Every block type's manifest, with option types erased. `any` (in AnyBlockDef) is needed because a
 * view's props are contravariant: `View<HeroOptions>` does not accept `Record<string, unknown>`. It
 * is sound because a view only ever receives `readOptions(def, ...)`, the output of its own
 * definition's option schema.
 */
export const blockManifests: Readonly<Record<BlockType, AnyBlockDef>> = collectManifests(folderModules);

/**
 * The definition of a stored block type, or null for an unknown type.
 *
 * @example
 * const def = getBlock(group.type);
 * if (!def || def.View === PENDING_VIEW) return null;
 */
export function getBlock(type: string): BlockDef | null {
  return isBlockType(type) ? blockManifests[type] : null;
}

/** One heading of the add-block dialog with its blocks in dialog order. */
export interface DialogCategory {
  category: BlockCategory;
  blocks: BlockDef[];
}

/**
 * The add-block dialog's listing (editor spec §2): DIALOG_BLOCK_TYPES grouped under the category
 * headings in BLOCK_CATEGORIES order; a block whose category is no heading goes under 'remaining'.
 * Headings without blocks are left out.
 */
export function dialogBlocks(): DialogCategory[] {
  const headings: readonly string[] = BLOCK_CATEGORIES;
  const byCategory = new Map<BlockCategory, BlockDef[]>();
  for (const type of DIALOG_BLOCK_TYPES) {
    const def = blockManifests[type];
    const category = headings.includes(def.category) ? def.category : 'remaining';
    byCategory.set(category, [...(byCategory.get(category) ?? []), def]);
  }
  return BLOCK_CATEGORIES.flatMap((category) => {
    const blocks = byCategory.get(category);
    return blocks ? [{ category, blocks }] : [];
  });
}
