/**
 * The shop's own business data under /business (issue 24): GET /draft reads the business and its
 * branches from the network registry, their source, with the public holidays of the business's
 * canton for the coming year (offered as special days in the panel); POST / stores the shop's
 * contact, addresses and hours there after the hours rules (src/lib/business/hours-edit.ts), copies
 * them into this site's database and re-renders its pages; the other sites of the network follow
 * (Node: each open site at once; Workers: their next upkeep run). Editors only. A site outside a
 * network, or without a business of its own, answers 404.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cantonHolidays } from '../../../db/snapshot-holidays.ts';
import { businesses } from '../../../db/schema.ts';
import {
  BusinessSaveRequestSchema,
  businessProblems,
  type BusinessDraft,
} from '../../../src/lib/api/business.ts';
import { addDays, civilDateIn } from '../../../src/lib/civil-date.ts';
import { withoutPast } from '../../../src/lib/business/hours-edit.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { ApiError, errorBody } from '../../errors.ts';
import { sharedBranchFields } from '../../services/platform/branch-fields.ts';
import { syncBusinessFromNetwork } from '../../services/platform/business-sync.ts';
import { SiteRegistryError } from '../../services/platform/registry.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit } from './shared.ts';
import type { Context } from 'hono';

/** Days of holidays the panel offers (a year ahead). */
const HOLIDAY_OFFER_DAYS = 366;

/** The network and this site's own business id, or a 404. */
async function ownBusiness(c: Context<AppEnv>) {
  const network = c.var.services.network;
  if (!network) throw new ApiError(404, 'not_found');
  const [own] = await c.var.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isOwnBusiness, true));
  const [business] = own ? await network.businesses([own.id]) : [];
  if (!business) throw new ApiError(404, 'not_found');
  return { network, business };
}

export const businessEditRoutes = new Hono<AppEnv>()
  .get('/draft', requireEditor, async (c) => {
    const { business } = await ownBusiness(c);
    const today = civilDateIn(c.var.services.now());
    const data: BusinessDraft = {
      id: business.id,
      name: business.name,
      canton: business.canton,
      email: business.email,
      phone: business.phone,
      branches: business.branches.map((branch) => {
        // Its position on the map stays as the network holds it: not the shop's to edit.
        const { latitude: _latitude, longitude: _longitude, ...shared } = sharedBranchFields(branch);
        return { id: branch.id, ...shared, specialHours: withoutPast(branch.specialHours, today) };
      }),
      today,
      holidays: cantonHolidays(today, addDays(today, HOLIDAY_OFFER_DAYS), business.canton, 'de'),
    };
    return c.json({ success: true as const, data });
  })
  .post('/', requireEditor, editorBodyLimit, validate('json', BusinessSaveRequestSchema), async (c) => {
    const save = c.req.valid('json');
    const problems = businessProblems(save);
    if (problems.length > 0) {
      const body = errorBody(c, 'invalid_input', 'opening hours');
      return c.json({ ...body, error: { ...body.error, problems } }, 422);
    }
    const { network, business } = await ownBusiness(c);
    try {
      await network.updateBusinessData(business.id, save);
    } catch (error) {
      if (error instanceof SiteRegistryError && error.code === 'not_found')
        throw new ApiError(404, 'branch_not_found');
      throw error;
    }
    const changed = await syncBusinessFromNetwork(network, c.var.db, business.id);
    if (changed)
      await c.var.services.rebuild.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
    // Every other site's directory lists this business too.
    c.var.services.networkChanged?.();
    return c.json({ success: true as const, data: { changed } });
  });
