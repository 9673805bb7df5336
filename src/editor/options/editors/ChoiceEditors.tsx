/**
 * The option editors that pick one value from a fixed list (editor spec §3 option values):
 * alignment (with the block's allowed subset), vertical alignment, shifted alignment, object fit,
 * grid layout, text size, size, column layout, image format, text position, game options, score
 * display and media kind. Each is a ChoiceGroup with its values, labels and small pictures.
 */
import {
  COLUMN_LAYOUTS,
  GAME_OPTIONS,
  GRID_LAYOUTS,
  IMAGE_FORMATS,
  MEDIA_KINDS,
  OBJECT_FITS,
  SCORE_OPTIONS,
  SHIFTED_ALIGNMENTS,
  SIZES,
  type TEXT_POSITIONS,
  TEXT_SIZES,
  VERTICAL_ALIGNMENTS,
  type OptionType,
} from '../../../lib/block-options.ts';
import type { ReactNode } from 'react';
import { valueLabel } from '../labels.ts';
import type { Alignment } from '../option-config.ts';
import { ChoiceGroup, choiceGroupProps, type Choice } from './ChoiceGroup.tsx';
import type { OptionEditorProps } from './types.ts';

/** A 20x20 outline picture. */
function Picture({ children }: { children: ReactNode }) {
  return (
    <svg
      className="lu-choice__icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const LINE = { stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

function alignmentPicture(alignment: Alignment) {
  const x = { left: [3, 3, 3], center: [4, 2, 6], right: [5, 9, 7] }[alignment];
  const w = [12, 16, 8];
  return (
    <Picture>
      {w.map((width, i) => (
        <line key={i} x1={x[i]} x2={(x[i] ?? 0) + width} y1={5 + i * 5} y2={5 + i * 5} {...LINE} />
      ))}
    </Picture>
  );
}

function verticalPicture(position: (typeof VERTICAL_ALIGNMENTS)[number]) {
  const y = { top: 3, center: 8, bottom: 13 }[position];
  return (
    <Picture>
      <rect x="2" y="2" width="16" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="6" y={y} width="8" height="4" rx="1" fill="currentColor" />
    </Picture>
  );
}

function textPositionPicture(position: (typeof TEXT_POSITIONS)[number]) {
  const [row, side] = position.split('-') as ['top' | 'center' | 'bottom', 'left' | 'right'];
  const y = { top: 4, center: 9, bottom: 14 }[row];
  const x = side === 'left' ? 4 : 10;
  return (
    <Picture>
      <rect x="1.5" y="2" width="17" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x={x} y={y} width="6" height="3" rx="1" fill="currentColor" />
    </Picture>
  );
}

function choices<T extends string | number>(
  props: OptionEditorProps<T>,
  optionType: OptionType,
  values: readonly T[],
  picture?: (value: T) => ReactNode,
): Choice<T>[] {
  return values.map((value) => ({
    value,
    label: valueLabel(props.t, optionType, value),
    ...(picture ? { visual: picture(value) } : {}),
  }));
}

/** Alignment: left, centre, right — limited to the block's allowed subset. */
export function AlignmentEditor(props: OptionEditorProps<Alignment>) {
  return (
    <ChoiceGroup
      {...choiceGroupProps(props)}
      choices={choices(props, 'alignment', props.settings.alignments, alignmentPicture)}
    />
  );
}

/** Vertical alignment: top, centre, bottom. */
export function VerticalAlignmentEditor(props: OptionEditorProps<(typeof VERTICAL_ALIGNMENTS)[number]>) {
  return (
    <ChoiceGroup
      {...choiceGroupProps(props)}
      choices={choices(props, 'verticalAlignment', VERTICAL_ALIGNMENTS, verticalPicture)}
    />
  );
}

/** Shifted alignment: default, media above text, text above media. */
export function ShiftedAlignmentEditor(props: OptionEditorProps<(typeof SHIFTED_ALIGNMENTS)[number]>) {
  return (
    <ChoiceGroup
      {...choiceGroupProps(props)}
      choices={choices(props, 'shiftedAlignment', SHIFTED_ALIGNMENTS)}
    />
  );
}

/** Object fit: cover or contain. */
export function ObjectFitEditor(props: OptionEditorProps<(typeof OBJECT_FITS)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'objectFit', OBJECT_FITS)} />;
}

/** Grid layout: grid, masonry, split, carousel, avatar. */
export function GridLayoutEditor(props: OptionEditorProps<(typeof GRID_LAYOUTS)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'gridLayout', GRID_LAYOUTS)} />;
}

/** Text size: small, medium, large. */
export function TextSizeEditor(props: OptionEditorProps<(typeof TEXT_SIZES)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'textSize', TEXT_SIZES)} />;
}

/** Size: small, medium, large. */
export function SizeEditor(props: OptionEditorProps<(typeof SIZES)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'size', SIZES)} />;
}

/** Column layout: 3, 4 or 5 columns. */
export function ColumnLayoutEditor(props: OptionEditorProps<(typeof COLUMN_LAYOUTS)[number]>) {
  return (
    <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'columnLayout', COLUMN_LAYOUTS)} />
  );
}

/** Image format: square or portrait. */
export function ImageFormatEditor(props: OptionEditorProps<(typeof IMAGE_FORMATS)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'imageFormat', IMAGE_FORMATS)} />;
}

/** Text position: six places over the image, drawn as a 2 x 3 grid. */
export function TextPositionEditor(props: OptionEditorProps<(typeof TEXT_POSITIONS)[number]>) {
  const order = [
    'top-left',
    'top-right',
    'center-left',
    'center-right',
    'bottom-left',
    'bottom-right',
  ] as const;
  return (
    <ChoiceGroup
      {...choiceGroupProps(props)}
      variant="grid"
      choices={choices(props, 'textPosition', order, textPositionPicture)}
    />
  );
}

/** Game options: which game screen the block shows. */
export function GameOptionsEditor(props: OptionEditorProps<(typeof GAME_OPTIONS)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'gameOptions', GAME_OPTIONS)} />;
}

/** Score display: card or table. */
export function ScoreOptionsEditor(props: OptionEditorProps<(typeof SCORE_OPTIONS)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'scoreOptions', SCORE_OPTIONS)} />;
}

/** Media: image or video. */
export function MediaEditor(props: OptionEditorProps<(typeof MEDIA_KINDS)[number]>) {
  return <ChoiceGroup {...choiceGroupProps(props)} choices={choices(props, 'media', MEDIA_KINDS)} />;
}
