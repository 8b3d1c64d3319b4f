import { act } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support';
import { fillIn, programPage, renderShortForm, stepOutcomes, submit } from './short-form-test-kit';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  programPage(server);
});

describe('short form submit pipeline (satellite)', () => {
  it('posts the data box, navigates to the main site and clears storage; no user check', async () => {
    const form = await renderShortForm(
      server,
      { satellite: true },
      { localStorage: { 'requested-writer': '{"slug":"ada-l"}' } },
    );
    server.on('POST /widgets/data-boxes', ok({ key: 'sat-1' }));
    fillIn(form, { login: ' visitor@example.com ', blur: true, disciplineId: 22 });

    await submit(form);

    // Leaving the login field runs no pre-check on a satellite, and the submit none either.
    expect(form.callsSinceLoad()).toEqual(['POST /widgets/data-boxes']);
    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'saveDataBox:done',
      'navigate:done',
      'clearStoredDraft:done',
      'mapErrors:done',
      'clearLoading:done',
    ]);
    const [dataBox] = form.requestsSinceLoad();
    expect(dataBox?.form?.ttl).toBe('1800');
    expect(JSON.parse(dataBox?.form?.data ?? '')).toEqual({
      login: 'visitor@example.com',
      discipline_sub: 22,
      discipline_txt: '',
      writer_req_slug: '',
      policy_agree: false,
      marketing_agree: false,
    });
    expect(form.navigation.visited).toEqual([
      `${server.origin}/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=sat-1`,
    ]);
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(form.environment.localStorage.getItem('requested-writer')).toBeNull();
    expect(form.result.current.values.loading).toBe(false);
    expect(form.result.current.values.isSatellite).toBe(true);
    expect(form.result.current.socialSignIn).toBeNull();
    expect(form.analyticsSinceLoad()).toEqual([]);
  });

  it('a failed data box skips navigation and clearing, maps the error and clears loading', async () => {
    const form = await renderShortForm(server, { satellite: true });
    server.on('POST /widgets/data-boxes', error('too_many_requests', 429));
    fillIn(form, { login: 'visitor@example.com', disciplineId: 22 });

    await submit(form);

    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'saveDataBox:done',
      'navigate:skipped',
      'clearStoredDraft:skipped',
      'mapErrors:done',
      'clearLoading:done',
    ]);
    expect(form.result.current.formError).toBe('too_many_requests');
    expect(form.result.current.errors.form).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(JSON.parse(form.environment.localStorage.getItem('bb-order') ?? '')).toMatchObject({
      login: 'visitor@example.com',
      discipline_sub: 22,
    });
    expect(form.navigation.visited).toEqual([]);
    expect(form.result.current.values.loading).toBe(false);
  });

  it('changing the login afterwards clears the error', async () => {
    const form = await renderShortForm(server, { satellite: true });
    server.on('POST /widgets/data-boxes', error('invalid_email'));
    fillIn(form, { login: 'visitor@example.com', disciplineId: 22 });
    await submit(form);
    expect(form.result.current.errors.login).toBe('Please enter a valid email');
    act(() => form.result.current.setLogin('visitor2@example.com'));
    expect(form.result.current.errors).toEqual({});
    expect(form.result.current.formError).toBeNull();
  });
});
