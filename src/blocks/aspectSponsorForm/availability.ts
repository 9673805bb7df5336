/** The sponsor form's availability call: which items are fully booked right now. */
import * as v from 'valibot';
import { formsApi } from '../../components/form/api.ts';
import { SponsorAvailabilitySchema, type SponsorAvailability } from '../../lib/forms/sponsor.ts';

/** Which items are fully booked (null when the API cannot say: then every item stays enabled). */
export async function loadAvailability(): Promise<SponsorAvailability['items'] | null> {
  try {
    const res = await formsApi.aspectSponsorForm.availability.$get(undefined, {
      init: { cache: 'no-store', credentials: 'same-origin' },
    });
    const answer = v.safeParse(
      v.object({ data: SponsorAvailabilitySchema }),
      res.ok ? await res.json() : null,
    );
    return answer.success ? answer.output.data.items : null;
  } catch (error) {
    // The server refuses a full item anyway.
    console.error('[sponsor form] availability failed', error);
    return null;
  }
}
