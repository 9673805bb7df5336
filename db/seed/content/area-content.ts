/**
 * Demo content of the content area (its own pages, media, and blocks placed on existing pages).
 * Wired into the seed by db/seed/index.ts and home.ts.
 */
import type { GroupSpec, MediaRow, PageRows } from '../builders.ts';

/** Pages this area adds to the demo site. */
export const contentPages: PageRows[] = [];

/** Demo images this area draws (files under public/demo/). */
export const contentMedia: MediaRow[] = [];

/** Blocks this area places on the home page, after its existing blocks. */
export const contentHomeGroups: GroupSpec[] = [];
