import { fail, MOCK_API_ORIGIN, type MockRoutes, ok, pending } from '@bb/api-client/testing';
import { POLICY_AGREE_LABEL, SHORT_FORM_LOAD_FAILED_MESSAGE } from '@bb/validation';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from '../test-support/mock-environment';
import {
  DICTIONARIES_ROUTE,
  EXISTING_ACCOUNT,
  newCustomerRoutes,
  pageRoutes,
  sessionOf,
  WRITER,
} from '../test-support/order-form-fixtures';
import { ShortOrderForm, type ShortOrderFormProps } from './short-order-form';

const ORDER_URL = `${MOCK_API_ORIGIN}/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=box-1`;

function renderForm(routes: MockRoutes, props: Partial<ShortOrderFormProps> = {}) {
  const bb = createMockEnvironment(routes);
  const user = userEvent.setup();
  const view = render(<ShortOrderForm environment={bb.environment} {...props} />);
  return { ...bb, user, view };
}

const submitButton = (name: string | RegExp = 'Place your order') =>
  screen.getByRole('button', { name });

async function loaded() {
  await waitFor(() => expect(submitButton()).toBeEnabled());
}

describe('ShortOrderForm', () => {
  it('places a first order: check, register, session, data box, then the order page', async () => {
    const submitted: unknown[] = [];
    const form = renderForm(newCustomerRoutes(), {
      onSubmitted: (result) => submitted.push(result),
    });
    await loaded();
    const { user } = form;

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '  new@example.com ');
    await user.tab();
    const policy = await screen.findByRole('checkbox', { name: POLICY_AGREE_LABEL });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@example.com');

    const discipline = screen.getByRole('combobox', { name: 'Discipline' });
    await user.click(discipline);
    await user.type(discipline, 'pyth');
    await user.keyboard('{Enter}');
    expect(discipline).toHaveValue('Python');
    await user.click(policy);

    const loadCalls = form.mock.calls().length;
    await user.click(submitButton());
    await waitFor(() => expect(form.navigation.visited).toEqual([ORDER_URL]));

    expect(form.mock.calls().slice(loadCalls)).toEqual([
      'GET /users/pre-check',
      'POST /customers',
      'GET /users/sessions',
      'POST /widgets/data-boxes',
    ]);
    const box = form.mock.requests.at(-1)?.form;
    expect(JSON.parse(box?.get('data') ?? '{}')).toMatchObject({
      login: 'new@example.com',
      discipline_sub: 11,
      discipline_txt: '',
      policy_agree: true,
    });
    expect(submitted).toEqual([{ dataBoxKey: 'box-1', url: ORDER_URL, userId: 1042 }]);
    expect(form.analytics).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'sign_up' })]),
    );
  });

  it('asks for consent after a policy error, and sends the order once it is given', async () => {
    const { user, mock, navigation } = renderForm(newCustomerRoutes());
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    const discipline = screen.getByRole('combobox', { name: 'Discipline' });
    await user.click(discipline);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(discipline).toHaveValue('Python');

    await user.click(submitButton());
    const policy = await screen.findByRole('checkbox', { name: POLICY_AGREE_LABEL });
    await waitFor(() => expect(policy).toHaveAttribute('aria-invalid', 'true'));
    expect(mock.calls()).not.toContain('POST /customers');

    await user.click(policy);
    await user.click(submitButton());
    await waitFor(() => expect(navigation.visited).toEqual([ORDER_URL]));
  });

  it('creates a custom discipline from the typed text (id 30000)', async () => {
    const { user, mock } = renderForm(newCustomerRoutes());
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    const discipline = screen.getByRole('combobox', { name: 'Discipline' });
    await user.type(discipline, 'Quantum chemistry');
    const create = screen.getByRole('option', { name: 'Create "Quantum chemistry"' });
    expect(discipline).toHaveAttribute('aria-activedescendant', create.id);
    await user.keyboard('{Enter}');
    expect(discipline).toHaveValue('Quantum chemistry');
    await user.tab();
    await user.click(await screen.findByRole('checkbox', { name: POLICY_AGREE_LABEL }));
    await user.click(submitButton());
    await waitFor(() => expect(mock.calls()).toContain('POST /widgets/data-boxes'));
    const data = JSON.parse(mock.requests.at(-1)?.form?.get('data') ?? '{}');
    expect(data).toMatchObject({ discipline_sub: 30000, discipline_txt: 'Quantum chemistry' });
  });

  it('shows the requested writer, says Request expert, and forgets the writer on remove', async () => {
    const { user, localStorage } = renderForm(
      { ...pageRoutes(), 'GET /widgets/writers/ada-l': ok(WRITER) },
      { writerReqSlug: 'ada-l' },
    );
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    expect(submitButton('Request expert')).toBeInTheDocument();
    expect(localStorage.getItem('requested-writer')).toContain('ada-l');

    await user.click(within(card).getByRole('button', { name: 'Remove Ada L.' }));
    expect(screen.queryByRole('article', { name: 'Ada L.' })).toBeNull();
    expect(submitButton('Place your order')).toBeInTheDocument();
    expect(localStorage.getItem('requested-writer')).toBeNull();
  });

  it('opens the login modal for an existing account that is not signed in', async () => {
    const { user } = renderForm({
      ...pageRoutes(),
      'GET /users/pre-check': ok(EXISTING_ACCOUNT),
    });
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.tab();
    const login = await screen.findByRole('button', { name: 'Log into your account' });
    expect(
      screen.getByText(
        'Welcome back! Please go ahead and log into your account using your existing credentials.',
      ),
    ).toBeInTheDocument();
    const discipline = screen.getByRole('combobox', { name: 'Discipline' });
    await user.click(discipline);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(login);
    const modal = await screen.findByRole('dialog', { name: 'Log into your account' });
    expect(within(modal).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registration.html',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells another role it cannot order, and logs it out', async () => {
    const { user, mock } = renderForm({
      ...pageRoutes(),
      'GET /users/sessions': ok(sessionOf('writer')),
      'DELETE /users/sessions': ok(),
    });
    expect(await screen.findByText('You are currently logged in as a writer')).toBeVisible();
    expect(screen.getByText('Only customers can place orders in the system.')).toBeVisible();
    expect(screen.getByText('Please log out if you would like to place an order.')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(mock.calls()).toContain('DELETE /users/sessions'));
    expect(await screen.findByRole('combobox', { name: 'Discipline' })).toBeInTheDocument();
  });

  it('shows the failed-load message when the disciplines cannot be loaded', async () => {
    renderForm({ ...pageRoutes(), [DICTIONARIES_ROUTE]: fail('internal_error', 500) });
    expect(await screen.findByText(SHORT_FORM_LOAD_FAILED_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Place your order' })).toBeNull();
  });

  it('keeps the button busy while the page data loads', async () => {
    renderForm({ ...pageRoutes(), [DICTIONARIES_ROUTE]: pending() });
    const button = submitButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('lets the host’s router take the navigation to the order (onNavigate)', async () => {
    const visited: string[] = [];
    const { user, navigation } = renderForm(
      { ...pageRoutes(), 'POST /widgets/data-boxes': ok({ key: 'box-1' }) },
      { satellite: true, onNavigate: (url) => visited.push(url) },
    );
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Discipline' }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(submitButton());
    await waitFor(() => expect(visited).toEqual([ORDER_URL]));
    expect(navigation.visited).toEqual([]);
  });

  it('offers social sign-in to a visitor, and not in satellite mode', async () => {
    const visitor = renderForm(pageRoutes());
    expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
    visitor.view.unmount();

    renderForm(pageRoutes(), { satellite: true });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
  });

  it('shows the bot-check notice with the service’s privacy and terms links', async () => {
    renderForm(pageRoutes({ recaptcha: true }));
    const privacy = await screen.findByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://policies.google.com/terms',
    );
  });
});
