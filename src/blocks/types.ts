/**
 * The block contract: every block type, its kind, its add-block category, its fields and option
 * schema (with defaults), its stored-data migrations, and its view.
 */
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { CollectionName, GroupSnapshot } from '../lib/content.ts';

/** All 45 block types of the visitor spec §1. */
export const BLOCK_TYPES = [
  'hero',
  'cta',
  'multiCta',
  'richTextBlock',
  'bookingContainer',
  'teamContainer',
  'servicesContainer',
  'testimonialsContainer',
  'teamDetails',
  'testimonialDetails',
  'imageBoard',
  'imageCard',
  'serviceBoard',
  'serviceCard',
  'contact',
  'goFeed',
  'goFeedCard',
  'newsFeedBoard',
  'newsFeedCard',
  'announcementBar',
  'announcementBubble',
  'businessSearch',
  'marketplace',
  'jobs',
  'imageCollage',
  'contentSliderBoard',
  'contentSliderCard',
  'textOnImage',
  'productBoard',
  'productCard',
  'stepFeedBoard',
  'stepFeedCard',
  'courses',
  'videoPlayer',
  'spacer',
  'mapContainer',
  'mapDetails',
  'gameSetup',
  'scoreTracker',
  'poiManager',
  'mediaGallery',
  'reviewSlider',
  'instagramFeed',
  'aspectSponsorForm',
  'contactForm',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_KINDS = ['component', 'pageCollection', 'groupCollection'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Category headings of the add-block dialog (editor spec §2), in display order. */
export const BLOCK_CATEGORIES = ['start', 'team', 'content', 'collections', 'various', 'remaining'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/** Types the add-block dialog offers (editor spec §2). */
export const DIALOG_BLOCK_TYPES = [
  'hero',
  'cta',
  'richTextBlock',
  'bookingContainer',
  'teamContainer',
  'servicesContainer',
  'testimonialsContainer',
  'imageBoard',
  'serviceBoard',
  'contact',
  'goFeed',
  'announcementBar',
  'announcementBubble',
  'textOnImage',
  'newsFeedBoard',
  'productBoard',
  'stepFeedBoard',
  'imageCollage',
  'multiCta',
  'videoPlayer',
  'spacer',
  'mediaGallery',
  'instagramFeed',
  'reviewSlider',
  'contactForm',
] as const satisfies readonly BlockType[];

/**
 * Boxes only members of the health-optics (gesundheitsoptik) network may add: the health-optics
 * article feed. Membership: the site's own business has the programme in the directory. The
 * add-block dialog marks them, and the API refuses them for other sites.
 */
export const HEALTH_OPTICS_BLOCK_TYPES: readonly BlockType[] = ['goFeed'];

/** How a field stores its value (visitor spec §3 content kinds). */
export type FieldKind = 'text' | 'richText' | 'media' | 'button' | 'single';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Multi-line plain text (textarea editing). */
  multiline?: boolean;
}

/** A numbered step that upgrades stored options from `version - 1` to `version`. */
export interface BlockMigration {
  version: number;
  name: string;
  up: (options: Record<string, unknown>) => Record<string, unknown>;
}

type OptionsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The data half of a block definition: importable by the API without any React. */
export interface BlockSchemaDef<
  TType extends BlockType = BlockType,
  TOptions extends OptionsSchema = OptionsSchema,
> {
  type: TType;
  kind: BlockKind;
  /** Heading in the add-block dialog; types without one are listed under 'remaining'. */
  category: BlockCategory;
  /** Current stored-data version; `migrations` lead up to it. */
  version: number;
  migrations: readonly BlockMigration[];
  fields: readonly FieldSpec[];
  options: TOptions;
  /** For a group collection: the card type of its children. */
  childType?: BlockType;
  /** For a page collection: the collection whose pages it lists. */
  collection?: CollectionName;
}

/** Props every block view receives. Locale, mode and site data come from the render context. */
export interface BlockViewProps<TOptions = Record<string, unknown>> {
  group: GroupSnapshot;
  options: TOptions;
}

export type BlockView<TOptions> = ComponentType<BlockViewProps<TOptions>>;

/** Marks a block whose view a later issue builds: renders nothing live, a marker in edit mode. */
export const PENDING_VIEW = 'pending' as const;

/** A full block definition: schema plus view. */
export interface BlockDef<
  TType extends BlockType = BlockType,
  TOptions extends OptionsSchema = OptionsSchema,
> extends BlockSchemaDef<TType, TOptions> {
  View: BlockView<v.InferOutput<TOptions>> | typeof PENDING_VIEW;
  /** Interactive blocks hydrate as an island; static blocks ship no JavaScript. */
  hydrate?: 'visible' | 'idle';
}

/** Identity helper that keeps the literal type and checks the shape. */
export function defineBlockSchema<const TType extends BlockType, TOptions extends OptionsSchema>(
  def: BlockSchemaDef<TType, TOptions>,
): BlockSchemaDef<TType, TOptions> {
  return def;
}

/**
 * A block definition with its option type erased. `any` is needed because view props are
 * contravariant (`View<HeroOptions>` does not accept `Record<string, unknown>`); it is sound
 * because a view only ever receives the output of its own definition's option schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type AnyBlockDef<TType extends BlockType = BlockType> = BlockDef<TType, any>;
/** A block schema definition with its option type erased (see AnyBlockDef). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnyBlockDef
export type AnyBlockSchemaDef<TType extends BlockType = BlockType> = BlockSchemaDef<TType, any>;
