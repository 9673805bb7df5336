/**
 * The business panel's calls (GET /business/draft, POST /business), built like the settings
 * client: the request checked against its contract (src/lib/api/business.ts) before it leaves,
 * the answer validated before the panel trusts it, every failure one `ApiFailure`.
 */
import type * as v from 'valibot';
import {
  BusinessDraftSchema,
  BusinessSaveAnswerSchema,
  BusinessSaveRequestSchema,
} from '../../lib/api/business.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

export function createBusinessApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /business/draft: the business, its branches and the canton's holidays of the coming year. */
    draft: async () => answer(() => api.business.draft.$get(), BusinessDraftSchema, 'GET /business/draft'),
    /** POST /business: stores contact, addresses and hours in the network registry. */
    save: async (input: v.InferInput<typeof BusinessSaveRequestSchema>) => {
      const json = checked(BusinessSaveRequestSchema, input, 'POST /business');
      return answer(() => api.business.$post({ json }), BusinessSaveAnswerSchema, 'POST /business');
    },
  };
}

export const businessApi = createBusinessApi();
