import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BbProvider, createMemoryEnvironment } from '../environment';
import {
  createTestEnvironment,
  error,
  type FakeApiServer,
  ok,
  startFakeApiServer,
} from '../test-support';
import {
  DICTIONARIES,
  EXISTING_ACCOUNT,
  fillIn,
  NEW_ACCOUNT,
  programCustomer,
  programPage,
  type RenderedShortForm,
  renderShortForm,
  SESSIONS,
  SETTINGS,
  submit,
} from './short-form-test-kit';
import { useShortOrderForm } from './use-short-order-form';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  programPage(server);
});

const storedDraft = (form: RenderedShortForm) =>
  JSON.parse(form.environment.localStorage.getItem('bb-order') ?? 'null');

/** Renders what the server shows of the form, for the server-rendering test. */
function ServerProbe() {
  const form = useShortOrderForm({ settings: SETTINGS });
  return <output>{JSON.stringify({ restoring: form.restoring, button: form.button })}</output>;
}

describe('useShortOrderForm: values and loading', () => {
  it('starts with the values of spec §3', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    expect(form.result.current.values).toEqual({
      login: '',
      discipline_sub: null,
      discipline_txt: '',
      stay_signed_in: true,
      writer_req_slug: '',
      policy_agree: false,
      marketing_agree: false,
      client_type: 'browser',
      captcha_token: 'skipped',
      login_ability: false,
      isAssignment: false,
      isSatellite: false,
      showWriter: false,
      showGdpr: false,
      loading: false,
    });
  });

  it('loads the settings itself when the page gives none: assignment layout and bot-check notice', async () => {
    server.on(
      'GET /common/settings',
      ok({ ...SETTINGS, env: { ...SETTINGS.env, service_type_layout: 'assignment' } }),
    );
    const form = await renderShortForm(server);
    expect(server.requestsTo('GET /common/settings')).toHaveLength(1);
    expect(form.result.current.values.isAssignment).toBe(true);
    expect(form.result.current.botCheckNotice).toMatchObject({
      visible: true,
      privacyPolicyUrl: 'https://policies.google.com/privacy',
      termsOfServiceUrl: 'https://policies.google.com/terms',
    });
  });

  it('hides the bot-check notice when the settings say there is no bot check', async () => {
    const form = await renderShortForm(server, {
      settings: { ...SETTINGS, env: { ...SETTINGS.env, is_recaptcha_available: false } },
    });
    expect(form.result.current.botCheckNotice.visible).toBe(false);
  });

  it('shows the failed-load text when the disciplines cannot be loaded, and refuses to submit', async () => {
    server.on(DICTIONARIES, error('internal_error', 500));
    const form = await renderShortForm(server);
    expect(form.result.current.loadFailed).toBe(true);
    expect(form.result.current.texts.loadFailed).toBe(
      "Hmm, something seems to be missing. We're having a little trouble showing the information you requested. Try refreshing the page, or check back later.",
    );
    expect(form.result.current.button.disabled).toBe(true);
    await submit(form);
    expect(form.callsSinceLoad()).toEqual([]);
  });

  it('keeps the button disabled with a spinner while the page loads', async () => {
    const held = server.hold(DICTIONARIES, ok({ discipline_sub: [], discipline_sub_grouping: [] }));
    const { wrapper } = createTestEnvironment(server);
    const { result } = renderHook(() => useShortOrderForm({ settings: SETTINGS }), { wrapper });
    await held.received();
    expect(result.current.disciplines.status).toBe('loading');
    expect(result.current.button).toMatchObject({ disabled: true, spinner: true });
    held.release();
    await waitFor(() =>
      expect(result.current.button).toMatchObject({ disabled: false, spinner: false }),
    );
  });

  it('renders on the server with the button disabled and nothing read from storage', () => {
    const html = renderToString(
      <BbProvider environment={createMemoryEnvironment()}>
        <ServerProbe />
      </BbProvider>,
    );
    expect(JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replace(/&quot;/g, '"'))).toEqual({
      restoring: true,
      button: { text: 'Place your order', disabled: true, spinner: true },
    });
  });
});

describe('useShortOrderForm: validation', () => {
  it('refuses an empty form with the spec messages, sends nothing and focuses the login field', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    const input = document.createElement('input');
    document.body.append(input);
    act(() => form.result.current.getLoginFieldProps().ref(input));
    await submit(form);
    expect(form.callsSinceLoad()).toEqual([]);
    expect(form.result.current.errors).toEqual({
      login: 'Please enter your email',
      discipline_sub: 'Please enter your discipline',
    });
    expect(document.activeElement).toBe(input);
    expect(form.result.current.getLoginFieldProps()['aria-describedby']).toBe(
      form.result.current.ids.login.errorId,
    );
    input.remove();
  });

  it('refuses an invalid e-mail', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    act(() => form.result.current.setLogin('not-an-email'));
    await submit(form);
    expect(form.result.current.errors.login).toBe('Please enter a valid email');
  });

  it('trims the login: on leaving the field, in the pre-check and in the draft', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT));
    fillIn(form, { login: '  ann@example.com  ', blur: true });
    expect(form.result.current.values.login).toBe('ann@example.com');
    await waitFor(() => expect(server.requestsTo('GET /users/pre-check')).toHaveLength(1));
    expect(server.requestsTo('GET /users/pre-check')[0]?.query.login).toBe('ann@example.com');
    expect(storedDraft(form).login).toBe('ann@example.com');
  });
});

describe('useShortOrderForm: the draft', () => {
  it('saves the short form fields under bb-order as the visitor edits, never the excluded ones', async () => {
    const form = await renderShortForm(
      server,
      { settings: SETTINGS },
      { localStorage: { 'bb-order': JSON.stringify({ paper_type: 2, showTitle: true }) } },
    );
    fillIn(form, { login: 'ann@example.com' });
    expect(storedDraft(form)).toEqual({
      paper_type: 2,
      login: 'ann@example.com',
      discipline_sub: null,
      discipline_txt: '',
      writer_req_slug: '',
    });
    const custom = form.result.current.disciplines.filter('Quantum chess').customOption;
    if (!custom) throw new Error('expected the custom option');
    act(() => form.result.current.disciplines.select(custom));
    expect(storedDraft(form)).toMatchObject({
      discipline_sub: 30000,
      discipline_txt: 'Quantum chess',
    });
    expect(form.result.current.disciplines.selectionLabel).toBe('Quantum chess');
    fillIn(form, { disciplineId: 11 });
    expect(storedDraft(form)).toMatchObject({ discipline_sub: 11, discipline_txt: '' });
    expect(form.result.current.disciplines.selectionLabel).toBe('Python');
    const stored = storedDraft(form);
    for (const field of [
      'showPassword',
      'showGdpr',
      'showWriter',
      'password',
      'isSatellite',
      'domain',
      'showTitle',
    ]) {
      expect(stored).not.toHaveProperty(field);
    }
  });

  it('keeps the draft in session storage when asked (the other reading of spec §3)', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS, draftStorage: 'session' });
    fillIn(form, { login: 'ann@example.com' });
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(JSON.parse(form.environment.sessionStorage.getItem('bb-order') ?? '')).toMatchObject({
      login: 'ann@example.com',
    });
  });
});

describe('useShortOrderForm: button, consent and writer', () => {
  it('shows the login text once the pre-check finds the account, and the submit text after typing', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    expect(form.result.current.button.text).toBe('Place your order');
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    fillIn(form, { login: 'ann@example.com', blur: true });
    await waitFor(() => expect(form.result.current.button.text).toBe('Log into your account'));
    expect(form.result.current.values.login_ability).toBe(true);
    expect(form.result.current.emailCheck.showSuccessMark).toBe(true);
    fillIn(form, { login: 'ann@example.co' });
    expect(form.result.current.button.text).toBe('Place your order');
  });

  it('uses the texts a page gives', async () => {
    const form = await renderShortForm(server, {
      settings: SETTINGS,
      texts: { submit: 'Get help now', loginModalTitle: 'Welcome back' },
    });
    expect(form.result.current.button.text).toBe('Get help now');
    expect(form.result.current.loginModal.title).toBe('Welcome back');
  });

  it('shows consent by default, hides and clears it for an existing account, shows it again on typing', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS, consentShownByDefault: true });
    expect(form.result.current.consent.visible).toBe(true);
    act(() => form.result.current.setPolicyAgree(true));
    act(() => form.result.current.setMarketingAgree(true));
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    fillIn(form, { login: 'ann@example.com', blur: true });
    await waitFor(() => expect(form.result.current.consent.visible).toBe(false));
    expect(form.result.current.consent).toEqual({
      visible: false,
      policyAgree: false,
      marketingAgree: false,
    });
    fillIn(form, { login: 'ann@example.org' });
    expect(form.result.current.consent.visible).toBe(true);
  });

  it('never shows consent to a logged-in customer (the customer has an e-mail)', async () => {
    programCustomer(server);
    const form = await renderShortForm(server, { settings: SETTINGS, consentShownByDefault: true });
    expect(form.result.current.values.showGdpr).toBe(true);
    expect(form.result.current.consent.visible).toBe(false);
    expect(form.result.current.getPolicyAgreeProps().hidden).toBe(true);
  });

  it('shows the requested writer card and clears slug, stored writer and draft when it is removed', async () => {
    const writer = { slug: 'ada-l', pen_name: 'Ada L.', avatar_url: 'a-{size}.png' };
    server.on('GET /widgets/writers/ada-l', ok(writer));
    const form = await renderShortForm(server, { settings: SETTINGS, writerReqSlug: 'ada-l' });
    await waitFor(() => expect(form.result.current.requestedWriter.status).toBe('ready'));
    expect(form.result.current.values.showWriter).toBe(true);
    expect(form.result.current.button.text).toBe('Request expert');
    expect(form.environment.localStorage.getItem('requested-writer')).not.toBeNull();
    act(() => form.result.current.requestedWriter.remove());
    expect(form.result.current.values).toMatchObject({ writer_req_slug: '', showWriter: false });
    expect(form.result.current.button.text).toBe('Place your order');
    expect(form.environment.localStorage.getItem('requested-writer')).toBeNull();
    expect(storedDraft(form).writer_req_slug).toBe('');
  });

  it('marks its fields for the scroll helper', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    expect(form.result.current.getLoginFieldProps()['data-bb-order-field']).toBe('login');
    expect(form.result.current.getDisciplineFieldProps()).toMatchObject({
      'data-bb-order-field': 'discipline_sub',
      placeholder: 'Enter your discipline...',
    });
    expect(form.result.current.disciplines.placeholder).toBe('Enter your discipline...');
    expect(form.result.current.disciplines.groups[0]?.title).toBe('Most popular');
  });
});

describe('useShortOrderForm: who is signed in', () => {
  it('offers social sign-in to a visitor, and not to a customer', async () => {
    const visitor = await renderShortForm(server, { settings: SETTINGS });
    expect(visitor.result.current.socialSignIn?.providers.map((p) => p.provider)).toEqual([
      'google',
      'apple',
    ]);
    visitor.unmount();
    server.reset();
    programPage(server);
    programCustomer(server);
    const customer = await renderShortForm(server, { settings: SETTINGS });
    expect(customer.result.current.socialSignIn).toBeNull();
  });

  it('puts the order in a data box before a social sign-in from the short form', async () => {
    const form = await renderShortForm(server, { settings: SETTINGS });
    fillIn(form, { login: 'ann@example.com', disciplineId: 11 });
    server.on('POST /widgets/data-boxes', ok({ key: 'box-s' }));
    server.on(
      'GET /users/sessions/oauth2/url/google',
      ok({ auth_url: 'https://accounts.google.com/o/oauth2/auth?x=1' }),
    );
    act(() => form.result.current.setPolicyAgree(true));
    // Consent is not shown, so the consent modal asks for it first.
    act(() => form.result.current.socialSignIn?.start('google'));
    expect(form.result.current.socialSignIn?.consentModal.open).toBe(true);
    act(() => form.result.current.socialSignIn?.consentModal.setPolicyAgree(true));
    act(() => form.result.current.socialSignIn?.consentModal.submit());
    await waitFor(() => expect(form.navigation.visited).toHaveLength(1));
    expect(form.callsSinceLoad()).toEqual([
      'POST /widgets/data-boxes',
      'GET /users/sessions/oauth2/url/google',
    ]);
    const [dataBox, oauth] = form.requestsSinceLoad();
    expect(JSON.parse(dataBox?.form?.data ?? '')).toMatchObject({
      login: 'ann@example.com',
      discipline_sub: 11,
    });
    expect(oauth?.query).toMatchObject({
      source_context: 'short_order_form',
      url_path_redirect_success:
        '/dashboard/customer/new-order?data_box_key=box-s&oaprovider=google',
    });
  });

  it('tells another role it cannot order, refuses to submit, and logs out', async () => {
    server.on(SESSIONS, ok({ user_role: 'operator', dashboard_home_url_path: '/operator/' }));
    const form = await renderShortForm(
      server,
      { settings: SETTINGS },
      {
        localStorage: {
          'bb-order': JSON.stringify({ login: 'x@example.com', discipline_sub: 11 }),
        },
      },
    );
    expect(form.result.current.otherRole).toEqual({
      role: 'operator',
      loggedInAs: 'You are currently logged in as an operator',
      onlyCustomers: 'Only customers can place orders in the system.',
      pleaseLogOut: 'Please log out if you would like to place an order.',
      logOutText: 'Log out',
    });
    expect(form.result.current.button.disabled).toBe(true);
    await submit(form);
    expect(form.callsSinceLoad()).toEqual([]);

    server.on('DELETE /users/sessions', ok({}));
    await act(() => form.result.current.logOut());
    expect(form.callsSinceLoad()).toEqual(['DELETE /users/sessions']);
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(form.tabs.posted).toEqual([{ type: 'logout' }]);
    expect(form.analyticsSinceLoad()).toEqual([{ event: 'log_out', user_role: 'operator' }]);
    expect(form.result.current.otherRole).toBeNull();
    expect(form.result.current.button.disabled).toBe(false);
  });

  it('a customer logging out clears the session, the customer and the stored draft', async () => {
    programCustomer(server);
    const form = await renderShortForm(server, { settings: SETTINGS });
    fillIn(form, { disciplineId: 11 });
    expect(storedDraft(form)).not.toBeNull();
    server.on('DELETE /users/sessions', ok({}));
    await act(() => form.result.current.logOut());
    expect(form.result.current.loggedInCustomer).toBe(false);
    expect(form.result.current.customer).toBeNull();
    expect(form.result.current.getLoginFieldProps()).toMatchObject({ value: '', disabled: false });
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(form.tabs.posted).toEqual([{ type: 'logout' }]);
  });

  it('a log-out in another tab clears the stored draft here too', async () => {
    programCustomer(server);
    const form = await renderShortForm(server, { settings: SETTINGS });
    fillIn(form, { disciplineId: 11 });
    act(() => form.tabs.post({ type: 'logout' }));
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(form.result.current.loggedInCustomer).toBe(false);
  });
});
