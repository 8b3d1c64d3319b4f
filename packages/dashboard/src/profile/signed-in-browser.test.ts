// @vitest-environment node
import { createMockAccountClient, fail, ok, sessionSummaryOf } from '@bb/api-client/testing';
import { createSubmission } from '@bb/form-hooks';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from './profile-texts';
import { SIGN_OUT_STEPS, type SignOutRun, type SignOutStepName } from './sign-out-steps';
import { browserName, signedInBrowserViews } from './signed-in-browser';

describe('browserName', () => {
  it('names the browser and its system in plain words', () => {
    expect(browserName(sessionSummaryOf().user_agent)).toBe('Chrome on Linux');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      browserName('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'),
    ).toBe('Firefox on Linux');
  });

  it('keeps a user agent it does not recognise, and names an empty one', () => {
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserName('')).toBe(PROFILE_TEXTS.unknownBrowser);
  });
});

describe('signedInBrowserViews', () => {
  it('lists this browser first, then the most recently used, with dates and sign-out names', () => {
    const views = signedInBrowserViews([
      sessionSummaryOf({ auth_token: 'old', last_used_at: Date.UTC(2026, 10, 21, 8, 0) }),
      sessionSummaryOf({ auth_token: 'new', last_used_at: Date.UTC(2026, 10, 22, 8, 0) }),
      sessionSummaryOf({
        auth_token: 'mine',
        current: true,
        last_used_at: Date.UTC(2026, 10, 20, 8, 0),
      }),
    ]);
    expect(views.map((view) => [view.key, view.current])).toEqual([
      ['mine', true],
      ['new', false],
      ['old', false],
    ]);
    expect(views[1]?.signedIn).toMatch(/^Nov 20, 2026/);
    expect(views[1]?.signOutLabel).toBe(
      `Sign out Chrome on Linux, signed in ${views[1]?.signedIn}`,
    );
  });
});

describe('the sign-out steps without React', () => {
  const runWith = async (
    routes: Parameters<typeof createMockAccountClient>[0],
    authToken?: string,
  ) => {
    const { client, mock } = createMockAccountClient(routes);
    const submission = createSubmission<SignOutRun, SignOutStepName>({ steps: SIGN_OUT_STEPS });
    const said: number[] = [];
    const result = await submission.run({
      client,
      authToken,
      setLoading: submission.setLoading,
      onSignedOut: (ended) => said.push(ended),
    });
    return { result, said, calls: mock.calls() };
  };

  it('ends one browser by its handle and says how many ended', async () => {
    const { result, said, calls } = await runWith(
      { 'DELETE /users/sessions/all/tok%2Fen': ok({ ended: 1 }) },
      'tok/en',
    );
    expect(result.outcome).toBe('succeeded');
    expect(calls).toEqual(['DELETE /users/sessions/all/tok%2Fen']);
    expect(said).toEqual([1]);
  });

  it('ends every other browser', async () => {
    const { said, calls } = await runWith({ 'DELETE /users/sessions/others': ok({ ended: 2 }) });
    expect(calls).toEqual(['DELETE /users/sessions/others']);
    expect(said).toEqual([2]);
  });

  it('says nothing when the server refuses', async () => {
    const { result, said } = await runWith({
      'DELETE /users/sessions/others': fail('not_authenticated', 401),
    });
    expect(result.outcome).toBe('failed');
    expect(said).toEqual([]);
  });
});
