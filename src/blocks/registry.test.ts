import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OPTION_TYPES, optionTypeOf } from '../lib/block-options.ts';
import { blockManifests, collectManifests, dialogBlocks, getBlock } from './manifests.ts';
import { blockSchema, blockSchemas, pageTitleGroupId } from './registry.ts';
import {
  BLOCK_CATEGORIES,
  BLOCK_TYPES,
  DIALOG_BLOCK_TYPES,
  type BlockSchemaDef,
  type BlockType,
} from './types.ts';

const CARD_AND_DETAIL_TYPES = [
  'imageCard',
  'serviceCard',
  'contentSliderCard',
  'stepFeedCard',
  'teamDetails',
  'testimonialDetails',
  'newsFeedCard',
  'productCard',
] as const satisfies readonly BlockType[];

const FIELD_KINDS = ['text', 'richText', 'media', 'button', 'single'];

const defs: [BlockType, BlockSchemaDef][] = BLOCK_TYPES.map((type) => [type, blockSchemas[type]]);

/** How an option's JSDoc must spell its default: `Default 'left'`, `Default 3`, `Default null`, `Default []`. */
function spellDefault(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

describe('block registration', () => {
  it('registers exactly the 45 block types, each under its own type', () => {
    expect(BLOCK_TYPES).toHaveLength(45);
    expect(Object.keys(blockSchemas).toSorted()).toEqual([...BLOCK_TYPES].toSorted());
    expect(Object.keys(blockManifests).toSorted()).toEqual([...BLOCK_TYPES].toSorted());
    for (const type of BLOCK_TYPES) {
      expect(blockSchemas[type].type).toBe(type);
      expect(blockManifests[type].type).toBe(type);
      // The registry entry is the schema plus a view, not a second copy of the schema.
      expect(blockManifests[type].options).toBe(blockSchemas[type].options);
      expect(blockManifests[type].fields).toBe(blockSchemas[type].fields);
    }
  });

  it('looks up stored type strings safely', () => {
    expect(getBlock('hero')).toBe(blockManifests.hero);
    expect(blockSchema('contactForm')).toBe(blockSchemas.contactForm);
    for (const unknown of ['unknown', 'constructor', 'toString', '__proto__', '']) {
      expect(getBlock(unknown)).toBeNull();
      expect(blockSchema(unknown)).toBeNull();
    }
  });

  it('wires every collection to something that exists', () => {
    for (const [type, def] of defs) {
      if (def.kind === 'groupCollection') {
        expect(def.childType, `${type} childType`).toBeDefined();
        const child = blockSchemas[def.childType as BlockType];
        expect(child, `${type} child ${def.childType}`).toBeDefined();
        expect(child.kind, `${type} child kind`).toBe('component');
      } else {
        expect(def.childType, `${type} childType`).toBeUndefined();
      }
      if (def.kind === 'pageCollection') expect(def.collection, `${type} collection`).toBeDefined();
      else expect(def.collection, `${type} collection`).toBeUndefined();
    }
    expect(blockSchemas.servicesContainer.collection).toBe('service');
    expect(blockSchemas.testimonialsContainer.collection).toBe('testimonial');
    expect(blockSchemas.mapContainer.collection).toBe('map');
  });

  it('numbers migrations uniquely, up to the current version', () => {
    for (const [type, def] of defs) {
      expect(Number.isInteger(def.version) && def.version >= 1, `${type} version`).toBe(true);
      const versions = def.migrations.map((migration) => migration.version);
      expect(new Set(versions).size, `${type} migration versions`).toBe(versions.length);
      for (const version of versions) {
        expect(version >= 2 && version <= def.version, `${type} migration ${version}`).toBe(true);
      }
    }
  });

  it('gives every block uniquely named fields of known kinds', () => {
    for (const [type, def] of defs) {
      const names = def.fields.map((field) => field.name);
      expect(new Set(names).size, `${type} field names`).toBe(names.length);
      for (const field of def.fields) expect(FIELD_KINDS, `${type}.${field.name}`).toContain(field.kind);
    }
  });
});

describe('block folders', () => {
  const folders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('are each listed in the registry when they hold a manifest or a schema', () => {
    for (const folder of folders) {
      const hasBlockFile = ['index.ts', 'schema.ts'].some((file) =>
        existsSync(new URL(`./${folder}/${file}`, import.meta.url)),
      );
      if (hasBlockFile)
        expect(Object.keys(blockManifests), `${folder} is not in registry.ts`).toContain(folder);
    }
  });

  it('have an island rendered by Blocks.astro for every interactive block', () => {
    const astro = readFileSync(new URL('./Blocks.astro', import.meta.url), 'utf8');
    for (const def of Object.values(blockSchemas)) {
      if (!('hydrate' in def)) continue;
      expect(astro, `${def.type} island import`).toContain(`from './${def.type}/Island.tsx'`);
      expect(astro, `${def.type} island case`).toContain(`case '${def.type}':`);
    }
  });
});

describe('add-block dialog', () => {
  const listed = dialogBlocks().flatMap(({ blocks }) => blocks.map((def) => def.type));

  it('offers every dialog type exactly once', () => {
    for (const type of DIALOG_BLOCK_TYPES) expect(blockManifests[type], type).toBeDefined();
    expect(listed.toSorted()).toEqual([...DIALOG_BLOCK_TYPES].toSorted());
  });

  it('never offers card or detail types', () => {
    for (const type of CARD_AND_DETAIL_TYPES) {
      expect(DIALOG_BLOCK_TYPES as readonly string[]).not.toContain(type);
      expect(listed).not.toContain(type);
    }
  });

  it('groups blocks under their category, headings in dialog order', () => {
    const groups = dialogBlocks();
    const order = groups.map(({ category }) => BLOCK_CATEGORIES.indexOf(category));
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    for (const { category, blocks } of groups) {
      expect(blocks.length).toBeGreaterThan(0);
      for (const def of blocks) expect(def.category, def.type).toBe(category);
    }
    expect(groups.find(({ category }) => category === 'start')?.blocks.map((def) => def.type)).toEqual([
      'hero',
      'cta',
      'announcementBar',
      'announcementBubble',
      'textOnImage',
      'multiCta',
    ]);
  });
});

describe('block options', () => {
  it('parse from nothing to the declared defaults, and fall back to them on invalid values', () => {
    for (const [type, def] of defs) {
      const parsed = v.parse(def.options, {});
      for (const [key, schema] of Object.entries(def.options.entries)) {
        const declared = v.getDefault(schema as v.GenericSchema);
        expect(declared, `${type}.${key} has a default`).not.toBeUndefined();
        expect(parsed[key], `${type}.${key}`).toEqual(declared);
        const fromInvalid = v.parse(def.options, { [key]: Symbol('invalid') });
        expect(fromInvalid[key], `${type}.${key} invalid`).toEqual(declared);
      }
    }
  });

  it('have the defaults the blocks promise', () => {
    expect(v.parse(blockSchemas.hero.options, {}).alignment).toBe('left');
    expect(v.parse(blockSchemas.teamContainer.options, {}).columnLayout).toBe(3);
    expect(v.parse(blockSchemas.spacer.options, {}).size).toBe('medium');
    expect(v.parse(blockSchemas.videoPlayer.options, {}).media).toBe('video');
    expect(v.parse(blockSchemas.gameSetup.options, {}).game).toBe('start');
    expect(v.parse(blockSchemas.scoreTracker.options, {}).score).toBe('card');
    expect(v.parse(blockSchemas.aspectSponsorForm.options, {}).bookingsClosed).toBe(false);
    expect(v.parse(blockSchemas.mapDetails.options, {})).toEqual({ mapRoute: null, pointsOfInterest: [] });
    expect(v.parse(blockSchemas.contact.options, {}).location).toEqual([]);
    expect(v.parse(blockSchemas.bookingContainer.options, {}).bookingLink).toBeNull();
  });

  it('let the contact form offer all 13 themes by default', () => {
    const { contactEmail, ...themes } = v.parse(blockSchemas.contactForm.options, {});
    expect(contactEmail).toBeNull();
    expect(Object.keys(themes)).toHaveLength(13);
    expect(Object.values(themes).every((offered) => offered === true)).toBe(true);
  });

  it('each carry the option type the editor needs', () => {
    for (const [type, def] of defs) {
      for (const [key, schema] of Object.entries(def.options.entries)) {
        expect(OPTION_TYPES, `${type}.${key}`).toContain(optionTypeOf(schema as v.GenericSchema));
      }
    }
    expect(optionTypeOf(blockSchemas.textOnImage.options.entries.textColor)).toBe('colorSwatches');
    expect(optionTypeOf(blockSchemas.poiManager.options.entries.pointsOfInterest)).toBe('pointsOfInterest');
  });

  it('each state their default in their JSDoc (STYLE rule 1)', () => {
    for (const [type, def] of defs) {
      const source = readFileSync(new URL(`./${type}/schema.ts`, import.meta.url), 'utf8');
      for (const [key, schema] of Object.entries(def.options.entries)) {
        const doc = new RegExp(String.raw`/\*\*((?:[^*]|\*(?!/))*)\*/\s*${key}:`).exec(source)?.[1];
        expect(doc, `${type}.${key} JSDoc`).toBeDefined();
        const spelled = spellDefault(v.getDefault(schema as v.GenericSchema));
        expect(doc, `${type}.${key} JSDoc default`).toContain(`Default ${spelled}`);
      }
    }
  });
});

describe('collecting the manifests from the block folders', () => {
  const folderModules = () =>
    Object.fromEntries(
      Object.entries(blockManifests).map(([type, def]) => [`./${type}/index.ts`, { [`${type}Block`]: def }]),
    );

  it('collects every listed block from its folder', () => {
    expect(collectManifests(folderModules())).toEqual(blockManifests);
  });

  it('stops at a folder the registry does not list', () => {
    const modules = {
      ...folderModules(),
      './scratchBlock/index.ts': { scratchBlock: { ...blockManifests.hero, type: 'scratchBlock' } },
    };
    expect(() => collectManifests(modules)).toThrow(
      'src/blocks/scratchBlock/ is not listed in src/blocks/registry.ts',
    );
  });

  it('stops at a listed block without its folder', () => {
    const { './spacer/index.ts': _spacer, ...modules } = folderModules();
    expect(() => collectManifests(modules)).toThrow('block types without a manifest folder: spacer');
  });

  it('stops at a manifest of another type, none, or one that copies its schema', () => {
    const withSpacer = (exports: Record<string, unknown>) => ({
      ...folderModules(),
      './spacer/index.ts': exports,
    });
    expect(() => collectManifests(withSpacer({ spacerBlock: blockManifests.hero }))).toThrow(
      "src/blocks/spacer/index.ts must export one manifest (defineBlock) of type 'spacer'",
    );
    expect(() => collectManifests(withSpacer({}))).toThrow('must export one manifest');
    const copied = { ...blockManifests.spacer, options: v.object({}) };
    expect(() => collectManifests(withSpacer({ spacerBlock: copied }))).toThrow(
      'must spread the schema registry.ts lists',
    );
  });
});

describe('pageTitleGroupId', () => {
  it('gives the h1 to the first block that may open a page, never to announcements or spacers', () => {
    const groups = [
      { id: 'bar', type: 'announcementBar' },
      { id: 'space', type: 'spacer' },
      { id: 'hero', type: 'hero' },
      { id: 'cta', type: 'cta' },
    ];
    expect(pageTitleGroupId(groups)).toBe('hero');
    expect(pageTitleGroupId(groups.slice(3))).toBe('cta');
    expect(pageTitleGroupId(groups.slice(0, 2))).toBeNull();
    expect(pageTitleGroupId([])).toBeNull();
  });
});
