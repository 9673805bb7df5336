/**
 * The option editor of each of the 22 option types (editor spec §3). Typed against OPTION_TYPES:
 * adding an option type without an editor fails to compile.
 */
import type { ComponentType } from 'react';
import type { OptionType } from '../../../lib/block-options.ts';
import { BookingLinkEditor } from './BookingLinkEditor.tsx';
import { CheckboxEditor } from './CheckboxEditor.tsx';
import {
  AlignmentEditor,
  ColumnLayoutEditor,
  GameOptionsEditor,
  GridLayoutEditor,
  ImageFormatEditor,
  MediaEditor,
  ObjectFitEditor,
  ScoreOptionsEditor,
  ShiftedAlignmentEditor,
  SizeEditor,
  TextPositionEditor,
  TextSizeEditor,
  VerticalAlignmentEditor,
} from './ChoiceEditors.tsx';
import { ColorSwatchesEditor } from './ColorSwatchesEditor.tsx';
import { LinkEditor } from './LinkEditor.tsx';
import { LocationEditor } from './LocationEditor.tsx';
import { MapRouteEditor } from './MapRouteEditor.tsx';
import { NumberEditor } from './NumberEditor.tsx';
import { PointsOfInterestEditor } from './PointsOfInterestEditor.tsx';
import { TextEditor } from './TextEditor.tsx';
import type { OptionEditorProps } from './types.ts';

/**
 * An option editor with its value type erased. `any` is needed because editor props are
 * contravariant in the value (`onSave(value: number)`); it is sound because the panel hands each
 * editor the value its own option schema produced.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type AnyOptionEditor = ComponentType<OptionEditorProps<any>>;

export const OPTION_EDITORS = {
  text: TextEditor,
  checkbox: CheckboxEditor,
  alignment: AlignmentEditor,
  verticalAlignment: VerticalAlignmentEditor,
  shiftedAlignment: ShiftedAlignmentEditor,
  colorSwatches: ColorSwatchesEditor,
  objectFit: ObjectFitEditor,
  gridLayout: GridLayoutEditor,
  number: NumberEditor,
  textSize: TextSizeEditor,
  size: SizeEditor,
  columnLayout: ColumnLayoutEditor,
  link: LinkEditor,
  bookingLink: BookingLinkEditor,
  imageFormat: ImageFormatEditor,
  textPosition: TextPositionEditor,
  gameOptions: GameOptionsEditor,
  scoreOptions: ScoreOptionsEditor,
  media: MediaEditor,
  pointsOfInterest: PointsOfInterestEditor,
  mapRoute: MapRouteEditor,
  location: LocationEditor,
} satisfies Record<OptionType, AnyOptionEditor>;

/** The editor of an option type; null for a type this release does not know. */
export function optionEditor(type: string | null): AnyOptionEditor | null {
  return type !== null && Object.hasOwn(OPTION_EDITORS, type) ? OPTION_EDITORS[type as OptionType] : null;
}
