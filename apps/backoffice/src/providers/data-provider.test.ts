import { describe, expect, it } from 'vitest';
import { fakeStaffApi } from '../test/fake-server';
import { createDataProvider } from './data-provider';
import { ApiError } from './http';

describe('the data provider', () => {
  it('asks for a page with its sort and only the filters that are set', async () => {
    const api = fakeStaffApi({
      me: null,
      routes: { 'GET /audit': { body: { data: [{ id: 3 }], meta: { total: 61 } } } },
    });

    const page = await createDataProvider().getList('audit', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { staff: 'petra', action: '', from: '2026-11-01' },
    });

    expect(page).toEqual({ data: [{ id: 3 }], total: 61 });
    const [request] = api.calls('GET /audit');
    expect(request?.query.toString()).toBe(
      'page=2&per_page=50&sort=id&order=desc&staff=petra&from=2026-11-01',
    );
    expect(request?.credentials).toBe('same-origin');
  });

  it('edits a campaign by its code and ends it by its code', async () => {
    const api = fakeStaffApi({
      me: null,
      routes: {
        'PATCH /campaigns/WELCOME100': { body: { data: { id: 4, code: 'WELCOME100' } } },
        'POST /campaigns/WELCOME100/end': { body: { data: { id: 4 } } },
      },
    });
    const provider = createDataProvider();

    await provider.update('campaigns', {
      id: 4,
      data: { changes: { expiry_days: 14 }, reason: 'Shorter' },
      previousData: { id: 4, code: 'WELCOME100' },
    });
    await provider.act('campaigns', 'WELCOME100', 'end', { reason: 'Over budget' });

    expect(api.calls('PATCH /campaigns/WELCOME100')[0]?.body).toEqual({
      changes: { expiry_days: 14 },
      reason: 'Shorter',
    });
    expect(api.calls('POST /campaigns/WELCOME100/end')[0]?.body).toEqual({ reason: 'Over budget' });
  });

  it("turns a refusal into an error with the API's message, code and field errors", async () => {
    fakeStaffApi({
      me: null,
      routes: {
        'POST /players/9/notes': {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            code: 'validation_failed',
            errors: { text: ['Write the note.'] },
          },
        },
      },
    });

    const failure = await createDataProvider()
      .act('players', 9, 'notes', { text: '' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { text: ['Write the note.'] },
    });
  });
});
