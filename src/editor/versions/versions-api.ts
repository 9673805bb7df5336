/**
 * The version history's and the scheduler's calls (/page/versions/*, /page/schedule/*) over the
 * typed client, checked against src/lib/api/versions.ts both ways.
 */
import {
  ScheduleAddRequestSchema,
  ScheduleCancelRequestSchema,
  ScheduleEntryResponseSchema,
  ScheduleListResponseSchema,
  VersionGetResponseSchema,
  VersionListResponseSchema,
  VersionRestoreRequestSchema,
  VersionRestoreResponseSchema,
  type ScheduleAddRequest,
} from '../../lib/api/versions.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/**
 * Builds the client; `versionsApi` below is the default one.
 *
 * @example
 * const versions = await versionsApi.list(pageId); // newest first
 */
export function createVersionsApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /page/versions/list: the page's versions, newest first. */
    list: async (pageId: string) =>
      (
        await answer(
          () => api.page.versions.list.$get({ query: { pageId } }),
          VersionListResponseSchema,
          'GET /page/versions/list',
        )
      ).versions,
    /** GET /page/versions/get: one version with the page as it was published. */
    get: (pageId: string, sequence: number) =>
      answer(
        () => api.page.versions.get.$get({ query: { pageId, sequence: String(sequence) } }),
        VersionGetResponseSchema,
        'GET /page/versions/get',
      ),
    /** POST /page/versions/restore: the version becomes the page's draft. */
    restore: async (pageId: string, sequence: number) => {
      const json = checked(VersionRestoreRequestSchema, { pageId, sequence }, 'POST /page/versions/restore');
      return answer(
        () => api.page.versions.restore.$post({ json }),
        VersionRestoreResponseSchema,
        'POST /page/versions/restore',
      );
    },
    /** POST /page/schedule/add: publish a page at a Zurich date and time. */
    schedule: async (input: ScheduleAddRequest) => {
      const json = checked(ScheduleAddRequestSchema, input, 'POST /page/schedule/add');
      return (
        await answer(
          () => api.page.schedule.add.$post({ json }),
          ScheduleEntryResponseSchema,
          'POST /page/schedule/add',
        )
      ).schedule;
    },
    /** GET /page/schedule/list: pending and failed scheduled publishes of the site. */
    schedules: async () =>
      (
        await answer(
          () => api.page.schedule.list.$get({ query: {} }),
          ScheduleListResponseSchema,
          'GET /page/schedule/list',
        )
      ).schedules,
    /** POST /page/schedule/cancel: cancel a pending one, dismiss a failed one. */
    cancel: async (id: string) => {
      const json = checked(ScheduleCancelRequestSchema, { id }, 'POST /page/schedule/cancel');
      return answer(
        () => api.page.schedule.cancel.$post({ json }),
        ScheduleEntryResponseSchema,
        'POST /page/schedule/cancel',
      );
    },
  };
}

export type VersionsApi = ReturnType<typeof createVersionsApi>;

/** The client over the page's own origin with the session cookie. */
export const versionsApi: VersionsApi = createVersionsApi();
