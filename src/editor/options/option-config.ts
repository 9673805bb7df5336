/**
 * What the block schemas cannot say about their options (editor spec §3 options map): display
 * conditions, the alignment subset a block allows, which colour options are text colours, how a
 * text option's input is checked, and which options are set by the product rather than the
 * editor. Keyed by block type and option key; pure data plus small lookups, no React.
 */
import { ALIGNMENTS, COLORS } from '../../blocks/options.ts';
import type { BlockType } from '../../blocks/types.ts';
import type { DisplayCondition } from '../../lib/display-conditions.ts';
import type { TextInputKind } from '../../lib/option-validation.ts';

export type Alignment = (typeof ALIGNMENTS)[number];
export type Color = (typeof COLORS)[number];

type PerBlock<T> = Readonly<Partial<Record<BlockType, Readonly<Record<string, T>>>>>;

/** Column counts only matter for layouts that have columns (not split or avatar). */
const LAYOUT_HAS_COLUMNS: readonly DisplayCondition[] = [
  { option: 'gridLayout', operator: '!=', value: 'split' },
  { option: 'gridLayout', operator: '!=', value: 'avatar' },
];

/** Options shown only while other options have certain values. */
export const DISPLAY_CONDITIONS: PerBlock<readonly DisplayCondition[]> = {
  contact: { showUpcoming: [{ option: 'showOpeningHours', equals: true }] },
  videoPlayer: {
    autoplay: [{ option: 'media', operator: '=', value: 'video' }],
    loop: [{ option: 'media', operator: '=', value: 'video' }],
  },
  instagramFeed: { columns: [{ option: 'postCount', operator: '>', value: 1 }] },
  goFeed: { columnLayout: LAYOUT_HAS_COLUMNS },
  imageBoard: { columnLayout: LAYOUT_HAS_COLUMNS },
  newsFeedBoard: { columnLayout: LAYOUT_HAS_COLUMNS },
  serviceBoard: { columnLayout: LAYOUT_HAS_COLUMNS },
  servicesContainer: { columnLayout: LAYOUT_HAS_COLUMNS },
  teamContainer: { columnLayout: LAYOUT_HAS_COLUMNS },
  testimonialsContainer: { columnLayout: LAYOUT_HAS_COLUMNS },
};

/** Alignment options limited to a subset (the bubble floats in a corner: never centred). */
export const ALIGNMENT_SUBSETS: PerBlock<readonly Alignment[]> = {
  announcementBubble: { alignment: ['left', 'right'] },
};

/** Colour options that colour text: their picker offers the text palette. */
export const TEXT_COLOR_OPTION_KEYS: ReadonlySet<string> = new Set(['textColor']);

/** Text options whose input is checked as e-mail, url or phone (editor spec §5 input types). */
export const TEXT_INPUT_KINDS: PerBlock<TextInputKind> = {
  contactForm: { contactEmail: 'email' },
};

/** Options the product sets (editable: false): shown read-only. */
export const READ_ONLY_OPTIONS: PerBlock<true> = {
  goFeedCard: { postId: true },
};

/** Everything an option editor needs to know beyond its type and value. */
export interface OptionSettings {
  /** Alignments offered (alignment options). */
  alignments: readonly Alignment[];
  /** Colours offered (colour options). */
  colors: readonly Color[];
  /** How a text option's input is checked. */
  inputKind: TextInputKind;
  /** False for options the product sets. */
  editable: boolean;
}

/** The alignments offered: all three, or those of the subset, in the usual order. */
export function allowedAlignments(subset?: readonly Alignment[]): Alignment[] {
  return subset ? ALIGNMENTS.filter((a) => subset.includes(a)) : [...ALIGNMENTS];
}

/** The text colour picker offers five colours: transparent plus the last four named colours. */
export function textColorChoices(): Color[] {
  return ['transparent', ...COLORS.slice(-4).filter((c) => c !== 'transparent')];
}

/** The settings of one option of one block type. */
export function optionSettings(blockType: string, key: string): OptionSettings {
  const type = blockType as BlockType;
  return {
    alignments: allowedAlignments(ALIGNMENT_SUBSETS[type]?.[key]),
    colors: TEXT_COLOR_OPTION_KEYS.has(key) ? textColorChoices() : [...COLORS],
    inputKind: TEXT_INPUT_KINDS[type]?.[key] ?? 'text',
    editable: READ_ONLY_OPTIONS[type]?.[key] !== true,
  };
}

/** The display conditions of a block type's options (empty when none). */
export function displayConditions(blockType: string): Readonly<Record<string, readonly DisplayCondition[]>> {
  return DISPLAY_CONDITIONS[blockType as BlockType] ?? {};
}
