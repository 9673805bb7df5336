/** The panel's client: validated answers, failures as ApiFailure (401 when signed out). */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api-client.ts';
import { fetchSubmissions } from './api.ts';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchSubmissions', () => {
  it('asks for one kind and returns the validated data', async () => {
    let asked = '';
    const data = await fetchSubmissions('sponsor', async (input) => {
      asked = String(input);
      return answer(200, { success: true, data: { kind: 'sponsor', total: 0, submissions: [] } })();
    });
    expect(asked).toBe('/api/v1/submissions?kind=sponsor');
    expect(data).toEqual({ kind: 'sponsor', total: 0, submissions: [] });
  });

  it('fails with the status and code of an error answer', async () => {
    const failure = await fetchSubmissions(
      'contact',
      answer(401, { success: false, error: { code: 'unauthorized', message: 'Bitte melden Sie sich an' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('refuses an answer of the wrong shape, and reports a network error', async () => {
    await expect(fetchSubmissions('contact', answer(200, { success: true, data: {} }))).rejects.toMatchObject(
      {
        code: 'invalid_response',
      },
    );
    await expect(
      fetchSubmissions('contact', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
