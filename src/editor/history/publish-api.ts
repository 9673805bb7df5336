/**
 * POST /page/publish for the toolbar and the pages panel: one call, and a refusal by the publish
 * rules (409 'publish_blocked') is an answer here, not an exception: the reasons the server gave,
 * for the same dialog the editor shows before asking.
 */
import * as v from 'valibot';
import {
  PublishRefusedBodySchema,
  PublishRequestSchema,
  PublishResponseSchema,
  type PublishResponse,
} from '../../lib/api/publish.ts';
import type { PublishReasons } from '../../lib/publish/publish-rules.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/** What a publish came to: published, or held back with the server's reasons. */
export type PublishOutcome =
  { ok: true; published: PublishResponse } | { ok: false; reasons: PublishReasons };

/**
 * Builds the client; `publishApi` below is the default one.
 *
 * @example
 * const outcome = await publishApi.publish(pageId, { accessibilityConfirmed: true });
 * if (!outcome.ok) showReasons(outcome.reasons);
 */
export function createPublishApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** POST /page/publish; `accessibilityConfirmed` when the editor saw the check's findings. */
    publish: async (id: string, opts: { accessibilityConfirmed?: boolean } = {}): Promise<PublishOutcome> => {
      const json = checked(
        PublishRequestSchema,
        { id, accessibilityConfirmed: opts.accessibilityConfirmed ?? false },
        'POST /page/publish',
      );
      // A copy of the answer, so a refusal's reasons can be read after `answer` threw.
      let copy: Response | null = null;
      const send = async () => {
        const res = await api.page.publish.$post({ json });
        copy = res.clone();
        return res;
      };
      try {
        return { ok: true, published: await answer(send, PublishResponseSchema, 'POST /page/publish') };
      } catch (error) {
        const body: unknown = copy ? await (copy as Response).json().catch(() => null) : null;
        const refused = v.safeParse(PublishRefusedBodySchema, body);
        if (!refused.success) throw error;
        return { ok: false, reasons: refused.output.data.reasons };
      }
    },
  };
}

export type PublishApi = ReturnType<typeof createPublishApi>;

/** The client over the page's own origin with the session cookie. */
export const publishApi: PublishApi = createPublishApi();
