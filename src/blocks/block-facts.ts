/**
 * The block knowledge the publish rules need (src/lib/publish/ may not import the blocks): each
 * type's declared fields and which block opens the page. React-free, so the API reads it too.
 */
import type { BlockFacts } from '../lib/publish/accessibility.ts';
import { blockSchema, pageTitleGroupId } from './registry.ts';

/** The registry's answers for `publishReasons` and `accessibilityFindings`. */
export const REGISTRY_BLOCK_FACTS: BlockFacts = {
  fields: (type) => blockSchema(type)?.fields ?? [],
  pageTitleGroupId,
};
