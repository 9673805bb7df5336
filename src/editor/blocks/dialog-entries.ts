/**
 * What the add-block dialog lists (editor spec §2): the allowed types under their category
 * headings (registry `dialogBlocks()`), each marked when it is reserved to members of the
 * health-optics network and whether this site may add it. Pure, so the listing is testable
 * without a DOM.
 */
import { dialogBlocks } from '../../blocks/manifests.ts';
import {
  DIALOG_BLOCK_TYPES,
  HEALTH_OPTICS_BLOCK_TYPES,
  type BlockCategory,
  type DialogBlockType,
} from '../../blocks/types.ts';

/** A type the dialog may add (the API accepts exactly these). */
export type { DialogBlockType };

function isDialogBlockType(type: string): type is DialogBlockType {
  return (DIALOG_BLOCK_TYPES as readonly string[]).includes(type);
}

/** Whether a block type is reserved to health-optics members. */
export function isHealthOpticsOnly(type: string): boolean {
  return (HEALTH_OPTICS_BLOCK_TYPES as readonly string[]).includes(type);
}

/** Whether a site may add a block type: reserved boxes need the active health-optics programme. */
export function canAddBlock(type: string, healthOpticsMember: boolean): boolean {
  return healthOpticsMember || !isHealthOpticsOnly(type);
}

export interface DialogEntry {
  type: DialogBlockType;
  /** Shows 'Nur verfügbar für Gesundheitsoptiker'. */
  healthOpticsOnly: boolean;
  /** False when the site may not add it. */
  allowed: boolean;
  /** Listed under 'remaining' (no category of its own): drawn with the generic icon. */
  generic: boolean;
}

export interface DialogSection {
  category: BlockCategory;
  entries: DialogEntry[];
}

/** The dialog's sections in heading order, for a site that is (or is not) a health-optics member. */
export function addBlockSections(healthOpticsMember: boolean): DialogSection[] {
  return dialogBlocks().map(({ category, blocks }) => ({
    category,
    entries: blocks.flatMap((def) =>
      isDialogBlockType(def.type)
        ? [
            {
              type: def.type,
              healthOpticsOnly: isHealthOpticsOnly(def.type),
              allowed: canAddBlock(def.type, healthOpticsMember),
              generic: category === 'remaining',
            },
          ]
        : [],
    ),
  }));
}
