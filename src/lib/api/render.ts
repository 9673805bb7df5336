/**
 * The editor's view of the background re-render (functions/services/render-status.ts): a write
 * answers after its database commit and names its render ticket in the `Lunette-Render` header;
 * GET /render/status says which tickets are live and whether the last render failed; POST
 * /render/retry renders the whole site again. Pure: no I/O.
 */
import * as v from 'valibot';

/** The answer header naming the render ticket a write started (absent: nothing to wait for). */
export const RENDER_TICKET_HEADER = 'lunette-render';

const TicketSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const RenderStatusResponseSchema = v.object({
  requested: TicketSchema,
  done: TicketSchema,
  failed: v.nullable(v.object({ ticket: TicketSchema, message: v.string() })),
});
export type RenderStatusResponse = v.InferOutput<typeof RenderStatusResponseSchema>;

export const RenderRetryResponseSchema = v.object({ ticket: TicketSchema });

/**
 * Reads the ticket from an answer header value; null for none or junk.
 *
 * @example
 * renderTicketOf('12'); // 12
 */
export function renderTicketOf(header: string | null): number | null {
  if (header === null || !/^\d{1,12}$/u.test(header)) return null;
  const ticket = Number(header);
  return ticket > 0 ? ticket : null;
}
