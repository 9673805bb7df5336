/**
 * The job board panel's calls, built like the main client in ../api-client.ts: each request is
 * checked against its contract (src/lib/api/jobs.ts, marketplace.ts) before it leaves, each
 * answer is validated before the panel trusts it, every failure is one `ApiFailure`.
 */
import * as v from 'valibot';
import {
  JobInputSchema,
  JobSnapshotSchema,
  MarketplaceItemSnapshotSchema,
  type JobStatusRequestSchema,
} from '../../lib/api/jobs.ts';
import { MarketplaceItemInputSchema } from '../../lib/api/marketplace.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

const JobsAnswer = v.object({ jobs: v.array(JobSnapshotSchema) });
const JobAnswer = v.object({ job: JobSnapshotSchema });
const ItemsAnswer = v.object({ items: v.array(MarketplaceItemSnapshotSchema) });
const ItemAnswer = v.object({ item: MarketplaceItemSnapshotSchema });
type Status = v.InferInput<typeof JobStatusRequestSchema>['status'];

/**
 * Builds the job board client; `jobsApi` below uses the page's own origin.
 *
 * @example
 * const { job } = await jobsApi.addJob({ title: 'Augenoptiker:in EFZ', workQuota: '80 %' });
 */
export function createJobsApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /jobs: every job of the site but deleted ones. */
    listJobs: () => answer(() => api.jobs.$get(), JobsAnswer, 'GET /jobs'),
    /** POST /jobs: a new job. */
    addJob: (input: v.InferInput<typeof JobInputSchema>) => {
      const json = checked(JobInputSchema, input, 'POST /jobs');
      return answer(() => api.jobs.$post({ json }), JobAnswer, 'POST /jobs');
    },
    /** PUT /jobs/:id: a job's new fields. */
    updateJob: (id: string, input: v.InferInput<typeof JobInputSchema>) => {
      const json = checked(JobInputSchema, input, 'PUT /jobs/:id');
      return answer(() => api.jobs[':id'].$put({ param: { id }, json }), JobAnswer, 'PUT /jobs/:id');
    },
    /** POST /jobs/:id/status: publish or archive. */
    setJobStatus: (id: string, status: Status) =>
      answer(
        () => api.jobs[':id'].status.$post({ param: { id }, json: { status } }),
        JobAnswer,
        'POST /jobs/:id/status',
      ),
    /** GET /marketplace/own: the site's own items. */
    listItems: () => answer(() => api.marketplace.own.$get(), ItemsAnswer, 'GET /marketplace/own'),
    /** POST /marketplace/own: a new item. */
    addItem: (input: v.InferInput<typeof MarketplaceItemInputSchema>) => {
      const json = checked(MarketplaceItemInputSchema, input, 'POST /marketplace/own');
      return answer(() => api.marketplace.own.$post({ json }), ItemAnswer, 'POST /marketplace/own');
    },
    /** PUT /marketplace/own/:id: an item's new fields. */
    updateItem: (id: string, input: v.InferInput<typeof MarketplaceItemInputSchema>) => {
      const json = checked(MarketplaceItemInputSchema, input, 'PUT /marketplace/own/:id');
      return answer(
        () => api.marketplace.own[':id'].$put({ param: { id }, json }),
        ItemAnswer,
        'PUT /marketplace/own/:id',
      );
    },
    /** POST /marketplace/own/:id/status: publish or archive. */
    setItemStatus: (id: string, status: Status) =>
      answer(
        () => api.marketplace.own[':id'].status.$post({ param: { id }, json: { status } }),
        ItemAnswer,
        'POST /marketplace/own/:id/status',
      ),
  };
}

export const jobsApi = createJobsApi();
