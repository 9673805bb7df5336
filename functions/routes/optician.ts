/**
 * /api/v1/optician: the network lookup (editor spec §7). GET answers the network's businesses with
 * their branches, opening hours and programmes, from the platform registry (the same list on
 * every site of the network; 404 outside a network). POST with a `branchId` (editors only) resets
 * one of this site's own branches to the opening hours the network holds for it, and makes the
 * change live on every page; a branch that is not this site's answers 'Branch ID not found'.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { branches, businesses } from '../../db/schema.ts';
import { requireEditor } from '../auth/require-editor.ts';
import { sharedBranchFields } from '../services/platform/branch-fields.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';
import { validate } from '../validate.ts';

export const OpticianResetBody = v.object({ branchId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const opticianRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const network = c.var.services.network;
    if (!network) throw new ApiError(404, 'not_found');
    const list = await network.businesses();
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      success: true as const,
      data: list.map((business) => ({
        id: business.id,
        name: business.name,
        canton: business.canton,
        website: business.website,
        logoUrl: business.logoUrl,
        programmes: {
          gesundheitsoptik: { member: business.healthOptics, active: business.healthOpticsActive },
          frequentlens: business.frequentLens,
        },
        branches: business.branches.map((branch) => ({ id: branch.id, ...sharedBranchFields(branch) })),
      })),
    });
  })
  .post('/', requireEditor, validate('json', OpticianResetBody), async (c) => {
    const { branchId } = c.req.valid('json');
    const fromNetwork = await c.var.services.network?.branch(branchId);
    // Only a branch of the site's own business (the directory holds the whole network's too).
    const [own] = await c.var.db
      .select({ id: branches.id })
      .from(branches)
      .innerJoin(businesses, eq(businesses.id, branches.businessId))
      .where(and(eq(branches.id, branchId), eq(businesses.isOwnBusiness, true)));
    if (!fromNetwork || !own) throw new ApiError(404, 'branch_not_found');
    await c.var.db
      .update(branches)
      .set({ openingHours: fromNetwork.openingHours, specialHours: fromNetwork.specialHours })
      .where(eq(branches.id, branchId));
    await c.var.services.rebuild.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
    return c.json({
      success: true as const,
      data: { branchId, openingHours: fromNetwork.openingHours, specialHours: fromNetwork.specialHours },
    });
  });
