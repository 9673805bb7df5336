/**
 * What an option editor needs beyond the option's type (editor spec §3 options map): display
 * conditions, the alignment subset a block allows, which colour options are text colours, how a
 * text option's input is checked, and which options are set by the product rather than the
 * editor. Each block declares its own in its schema's `optionConfig`; this module collects them
 * by block type and option key. Pure data plus small lookups, no React.
 */
import { ALIGNMENTS, COLORS } from '../../lib/block-options.ts';
import { BLOCK_TYPES, blockSchemas } from '../../blocks/registry.ts';
import type { BlockType, OptionConfig } from '../../blocks/types.ts';
import type { Alignment } from '../../blocks/define.ts';
import type { DisplayCondition } from '../../lib/display-conditions.ts';
import type { TextInputKind } from '../../lib/option-validation.ts';

export type { Alignment } from '../../blocks/define.ts';
export type Color = (typeof COLORS)[number];

type PerBlock<T> = Readonly<Partial<Record<BlockType, Readonly<Record<string, T>>>>>;

/** One setting of every option that declares it, by block type and option key. */
function collect<T>(pick: (config: OptionConfig) => T | undefined): PerBlock<T> {
  const byType: Partial<Record<BlockType, Record<string, T>>> = {};
  for (const type of BLOCK_TYPES) {
    const config: Readonly<Record<string, OptionConfig | undefined>> = blockSchemas[type].optionConfig ?? {};
    for (const [key, option] of Object.entries(config)) {
      const value = option ? pick(option) : undefined;
      if (value !== undefined) byType[type] = { ...byType[type], [key]: value };
    }
  }
  return byType;
}

/** Options shown only while other options have certain values. */
export const DISPLAY_CONDITIONS: PerBlock<readonly DisplayCondition[]> = collect((option) => option.showIf);

/** Alignment options limited to a subset (the bubble floats in a corner: never centred). */
export const ALIGNMENT_SUBSETS: PerBlock<readonly Alignment[]> = collect((option) => option.alignments);

/** Colour options that colour text: their picker offers the text palette. */
export const TEXT_COLOR_OPTION_KEYS: ReadonlySet<string> = new Set(['textColor']);

/** Text options whose input is checked as e-mail, url or phone (editor spec §5 input types). */
export const TEXT_INPUT_KINDS: PerBlock<TextInputKind> = collect((option) => option.inputKind);

/** Options the product sets (editable: false): shown read-only. */
export const READ_ONLY_OPTIONS: PerBlock<true> = collect((option) =>
  option.editable === false ? true : undefined,
);

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
