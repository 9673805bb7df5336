/**
 * The 22 option types of the editor (editor spec §3) as valibot schema factories.
 *
 * Every block option is built with `option(type, schema, default)`: the schema is wrapped so a
 * missing *or invalid* stored value reads as the default (a site saved last year still renders),
 * and carries `{ optionType }` metadata the editor uses to pick the right option editor.
 */
import * as v from 'valibot';
import type { DisplayCondition } from './display-conditions.ts';

export const OPTION_TYPES = [
  'text',
  'checkbox',
  'alignment',
  'verticalAlignment',
  'shiftedAlignment',
  'colorSwatches',
  'objectFit',
  'gridLayout',
  'number',
  'textSize',
  'size',
  'columnLayout',
  'link',
  'bookingLink',
  'imageFormat',
  'textPosition',
  'gameOptions',
  'scoreOptions',
  'media',
  'pointsOfInterest',
  'mapRoute',
  'location',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const VERTICAL_ALIGNMENTS = ['top', 'center', 'bottom'] as const;
export const SHIFTED_ALIGNMENTS = ['default', 'mediaAboveText', 'textAboveMedia'] as const;
export const OBJECT_FITS = ['cover', 'contain'] as const;
export const GRID_LAYOUTS = ['grid', 'masonry', 'split', 'carousel', 'avatar'] as const;
export const SIZES = ['small', 'medium', 'large'] as const;
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export const COLUMN_LAYOUTS = [3, 4, 5] as const;
export const IMAGE_FORMATS = ['square', 'portrait'] as const;
export const TEXT_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'center-left',
  'center-right',
] as const;
export const MEDIA_KINDS = ['image', 'video'] as const;
export const GAME_OPTIONS = ['start', 'addPlayers', 'share', 'coupon'] as const;
export const SCORE_OPTIONS = ['card', 'table'] as const;
/** Named colours; the text colour picker offers only the last four plus transparent. */
export const COLORS = ['transparent', 'primary', 'secondary', 'background', 'header'] as const;
export const TEXT_COLORS = ['transparent', 'primary', 'secondary', 'background', 'header'] as const;
export const LINK_TYPES = ['url', 'phone', 'email', 'page'] as const;
export const BOOKING_LINK_TYPES = ['appointment', 'healthOptics', 'iframe'] as const;
export const POI_ICONS = ['start', 'end', 'party'] as const;

/** A link option value (link type plus the value for each type). */
export const LinkSchema = v.object({
  type: v.picklist(LINK_TYPES),
  url: v.optional(v.nullable(v.string()), null),
  phone: v.optional(v.nullable(v.string()), null),
  email: v.optional(v.nullable(v.string()), null),
  page: v.optional(
    v.nullable(v.object({ id: v.string(), collection: v.optional(v.nullable(v.string()), null) })),
    null,
  ),
});
export type LinkValue = v.InferOutput<typeof LinkSchema>;

export const BookingLinkSchema = v.object({
  type: v.picklist(BOOKING_LINK_TYPES),
  url: v.optional(v.nullable(v.string()), null),
});

export const PointOfInterestSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  icon: v.optional(v.picklist(POI_ICONS)),
});

export const CoordinatePairSchema = v.tuple([v.number(), v.number()]);

/** Wraps a schema as a block option: default when missing or invalid, tagged with its type. */
export function option<const TSchema extends v.GenericSchema>(
  optionType: OptionType,
  schema: TSchema,
  defaultValue: v.InferOutput<TSchema>,
) {
  return v.pipe(
    v.optional(v.fallback(schema, defaultValue as never), defaultValue as never),
    v.metadata({ optionType }),
  );
}

/** Shorthands for the common option types. */
export const opt = {
  text: (d: string | null = null) => option('text', v.nullable(v.string()), d),
  checkbox: (d: boolean) => option('checkbox', v.boolean(), d),
  alignment: (d: (typeof ALIGNMENTS)[number] = 'left') => option('alignment', v.picklist(ALIGNMENTS), d),
  verticalAlignment: (d: (typeof VERTICAL_ALIGNMENTS)[number] = 'center') =>
    option('verticalAlignment', v.picklist(VERTICAL_ALIGNMENTS), d),
  shiftedAlignment: (d: (typeof SHIFTED_ALIGNMENTS)[number] = 'default') =>
    option('shiftedAlignment', v.picklist(SHIFTED_ALIGNMENTS), d),
  color: (d: (typeof COLORS)[number] = 'transparent') => option('colorSwatches', v.picklist(COLORS), d),
  objectFit: (d: (typeof OBJECT_FITS)[number] = 'cover') => option('objectFit', v.picklist(OBJECT_FITS), d),
  gridLayout: (d: (typeof GRID_LAYOUTS)[number] = 'grid') =>
    option('gridLayout', v.picklist(GRID_LAYOUTS), d),
  number: (d: number, min = 1, max?: number) =>
    option(
      'number',
      max === undefined
        ? v.pipe(v.number(), v.integer(), v.minValue(min))
        : v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)),
      d,
    ),
  textSize: (d: (typeof TEXT_SIZES)[number] = 'medium') => option('textSize', v.picklist(TEXT_SIZES), d),
  size: (d: (typeof SIZES)[number] = 'medium') => option('size', v.picklist(SIZES), d),
  columnLayout: (d: (typeof COLUMN_LAYOUTS)[number] = 3) =>
    option('columnLayout', v.picklist(COLUMN_LAYOUTS), d),
  link: () => option('link', v.nullable(LinkSchema), null),
  bookingLink: () => option('bookingLink', v.nullable(BookingLinkSchema), null),
  imageFormat: (d: (typeof IMAGE_FORMATS)[number] = 'square') =>
    option('imageFormat', v.picklist(IMAGE_FORMATS), d),
  textPosition: (d: (typeof TEXT_POSITIONS)[number] = 'center-left') =>
    option('textPosition', v.picklist(TEXT_POSITIONS), d),
  gameOptions: (d: (typeof GAME_OPTIONS)[number] = 'start') =>
    option('gameOptions', v.picklist(GAME_OPTIONS), d),
  scoreOptions: (d: (typeof SCORE_OPTIONS)[number] = 'card') =>
    option('scoreOptions', v.picklist(SCORE_OPTIONS), d),
  media: (d: (typeof MEDIA_KINDS)[number] = 'image') => option('media', v.picklist(MEDIA_KINDS), d),
  pointsOfInterest: () => option('pointsOfInterest', v.array(PointOfInterestSchema), []),
  mapRoute: () => option('mapRoute', v.nullable(v.array(CoordinatePairSchema)), null),
  location: () => option('location', v.array(v.string()), []),
};

/** The option type an option schema was declared with. */
export function optionTypeOf(schema: v.GenericSchema): OptionType | null {
  const meta = v.getMetadata(schema as never) as { optionType?: OptionType } | undefined;
  return meta?.optionType ?? null;
}

/** Display condition of a column count: it only matters for layouts that have columns (not split or avatar). */
export const LAYOUT_HAS_COLUMNS: readonly DisplayCondition[] = [
  { option: 'gridLayout', operator: '!=', value: 'split' },
  { option: 'gridLayout', operator: '!=', value: 'avatar' },
];
