import {
  balanceEntryOf,
  fail,
  type MockRoutes,
  ok,
  pending,
  topUpOf,
} from '@bb/api-client/testing';
import { createMemoryEnvironment, memoryAddressBar, memoryNavigation } from '@bb/form-hooks';
import { renderHookOnServer } from '@bb/form-hooks/test-support';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE } from '@bb/validation';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient } from '../test-support/order-fixtures';
import type { TopUpPolling } from './top-up-watch';
import { type UseBalanceOptions, useBalance } from './use-balance';

const QUICK: TopUpPolling = { intervalMs: 5, polls: 2, slowIntervalMs: 10, slowPolls: 2 };
const CHECKOUT = 'https://checkout.example/c/pay_7';
const TOP_UP_PATH = 'GET /customers/balance/top-ups/7';

function balancePage(
  routes: MockRoutes,
  href = 'http://localhost/dashboard/customer/balance/',
  polling = QUICK,
) {
  const { client, mock } = mockOrderClient({
    'GET /customers/balance': ok({ balance_cents: 0, entries: [] }),
    ...routes,
  });
  const address = memoryAddressBar(href);
  const navigation = memoryNavigation();
  const options: UseBalanceOptions = {
    client,
    orderHref: (id) => `/dashboard/customer/orders/${id}/`,
    navigate: navigation.navigate,
    address,
    polling,
  };
  return { mock, address, navigation, options };
}

function setup(...args: Parameters<typeof balancePage>) {
  const page = balancePage(...args);
  return { ...page, ...renderHook(() => useBalance(page.options)) };
}

describe('useBalance', () => {
  it('shows a new customer’s $0.00 and an empty ledger', async () => {
    const { result } = setup({});
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.balance).toBe('$0.00');
    expect(result.current.empty).toBe(true);
    expect(result.current.announcement).toBeNull();
  });

  it('lists the ledger newest first in plain words, the order entries linked', async () => {
    const { result } = setup({
      'GET /customers/balance': ok({
        balance_cents: 750,
        entries: [
          balanceEntryOf({ amount_cents: 4250, reason: 'refund', order_id: 41 }),
          balanceEntryOf({ amount_cents: -4250, reason: 'order_payment', order_id: 41 }),
          balanceEntryOf({ amount_cents: 5000 }),
        ],
      }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.balance).toBe('$7.50');
    expect(
      result.current.entries.map(({ label, amount, orderHref }) => [label, amount, orderHref]),
    ).toEqual([
      ['Refund for order #41', '+$42.50', '/dashboard/customer/orders/41/'],
      ['Payment for order #41', '\u2212$42.50', '/dashboard/customer/orders/41/'],
      ['Top-up', '+$50.00', null],
    ]);
  });

  it('says a failed load in the catalogue’s words and loads again on reload', async () => {
    let down = true;
    const { result } = setup({
      'GET /customers/balance': () =>
        down ? fail('internal_error', 500) : ok({ balance_cents: 100, entries: [] }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBe(ERROR_CATALOGUE.internal_error.message);
    down = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.balance).toBe('$1.00'));
  });

  it('starts a top-up of the amount typed in dollars and goes to the provider’s checkout', async () => {
    const { result, mock, navigation } = setup({
      'POST /customers/balance/top-ups': ok({ top_up: topUpOf(), checkout_url: CHECKOUT }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.form.getAmountFieldProps().onChange('$1,200.5'));
    await act(() => result.current.form.submit());
    const request = mock.requests.find((r) => r.method === 'POST');
    expect(request?.form?.get('amount_cents')).toBe('120050');
    expect(navigation.visited).toEqual([CHECKOUT]);
    // The page is leaving: the button keeps spinning.
    expect(result.current.form.busy).toBe(true);
  });

  it('fills the field from a suggested amount', async () => {
    const { result } = setup({});
    expect(result.current.form.choices.map((choice) => choice.label)).toEqual([
      '$50',
      '$100',
      '$200',
    ]);
    act(() => result.current.form.getChoiceProps(10000).onClick());
    expect(result.current.form.amount).toBe('100');
    expect(result.current.form.getChoiceProps(10000)['aria-pressed']).toBe(true);
    expect(result.current.form.getChoiceProps(5000)['aria-pressed']).toBe(false);
  });

  it.each(['', '5', '5000.01', 'ten'])(
    'refuses %j with the rule’s message and sends nothing',
    async (typed) => {
      const { result, mock } = setup({});
      await waitFor(() => expect(result.current.status).toBe('ready'));
      act(() => result.current.form.getAmountFieldProps().onChange(typed));
      await act(() => result.current.form.submit());
      expect(result.current.form.errors.amount).toBe(DASHBOARD_MESSAGES.top_up_amount_invalid);
      expect(result.current.form.errors.amount).toBe('Please enter an amount from $10 to $5,000');
      expect(mock.calls()).not.toContain('POST /customers/balance/top-ups');
    },
  );

  it('shows top_up_amount_invalid beside the field and payments_unavailable above the form', async () => {
    const { result, navigation } = setup({
      'POST /customers/balance/top-ups': [
        fail('top_up_amount_invalid', 422),
        fail('payments_unavailable', 503),
      ],
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.form.getAmountFieldProps().onChange('50'));
    await act(() => result.current.form.submit());
    expect(result.current.form.errors).toEqual({
      amount: DASHBOARD_MESSAGES.top_up_amount_invalid,
    });
    await act(() => result.current.form.submit());
    expect(result.current.form.errors).toEqual({
      form: ERROR_CATALOGUE.payments_unavailable.message,
    });
    expect(result.current.form.busy).toBe(false);
    expect(navigation.visited).toEqual([]);
  });

  it('never follows a checkout address that is not http(s)', async () => {
    const { result, navigation } = setup({
      'POST /customers/balance/top-ups': ok({
        top_up: topUpOf(),
        checkout_url: 'javascript:alert(1)',
      }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.form.getAmountFieldProps().onChange('50'));
    await act(() => result.current.form.submit());
    expect(navigation.visited).toEqual([]);
    expect(result.current.form.errors.form).toBe(ERROR_CATALOGUE.payments_unavailable.message);
  });

  it('marks the field busy while the top-up starts', async () => {
    const { result } = setup({ 'POST /customers/balance/top-ups': pending() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.form.getAmountFieldProps().onChange('50'));
    act(() => void result.current.form.submit());
    await waitFor(() => expect(result.current.form.busy).toBe(true));
    expect(result.current.form.getAmountFieldProps().disabled).toBe(true);
    expect(result.current.form.getSubmitButtonProps()).toMatchObject({ 'aria-busy': true });
  });
});

describe('useBalance back from checkout', () => {
  const RETURN = 'http://localhost/dashboard/customer/balance/?top_up=7&tab=1';

  it('removes top_up from the address, waits for the payment, then says so and reloads the balance', async () => {
    // The payment arrives when the test says so, not after a number of checks: a loaded
    // machine must not skip the waiting the test looks at.
    let arrived = false;
    const { result, address, mock } = setup(
      {
        'GET /customers/balance': [
          ok({ balance_cents: 0, entries: [] }),
          ok({ balance_cents: 5000, entries: [balanceEntryOf({})] }),
        ],
        [TOP_UP_PATH]: () => ok({ top_up: topUpOf(arrived ? { status: 'paid' } : {}) }),
      },
      RETURN,
      { intervalMs: 5, polls: 2000, slowIntervalMs: 10, slowPolls: 1 },
    );
    await waitFor(() =>
      expect(address.href()).toBe('http://localhost/dashboard/customer/balance/?tab=1'),
    );
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('waiting'));
    expect(result.current.announcement).toMatchObject({
      text: 'Waiting for your payment to arrive…',
      tone: 'info',
    });
    const checksWhileWaiting = mock.count(TOP_UP_PATH);
    arrived = true;
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('paid'));
    expect(result.current.announcement).toMatchObject({
      text: 'Your payment of $50.00 has arrived.',
      tone: 'success',
    });
    await waitFor(() => expect(result.current.balance).toBe('$50.00'));
    expect(result.current.entries.map((shown) => shown.label)).toEqual(['Top-up']);
    // Checked until the payment was there, then no more.
    const checks = mock.count(TOP_UP_PATH);
    expect(checks).toBeGreaterThan(checksWhileWaiting);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mock.count(TOP_UP_PATH)).toBe(checks);
  });

  it('says a cancelled checkout charged nothing, and asks for nothing', async () => {
    const { result, address, mock } = setup(
      {},
      'http://localhost/dashboard/customer/balance/?top_up=7&checkout=cancelled',
    );
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('cancelled'));
    expect(result.current.announcement?.text).toBe(
      'You cancelled the payment. Nothing was charged.',
    );
    expect(address.href()).toBe('http://localhost/dashboard/customer/balance/');
    expect(mock.count(TOP_UP_PATH)).toBe(0);
  });

  it('says an expired checkout was not completed', async () => {
    const { result } = setup(
      { [TOP_UP_PATH]: ok({ top_up: topUpOf({ status: 'expired' }) }) },
      RETURN,
    );
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('expired'));
    expect(result.current.announcement).toMatchObject({
      text: 'Your payment was not completed, so nothing was charged. You can try again.',
      tone: 'error',
    });
  });

  it('says a late payment is not here yet, keeps checking slower, and offers to check again', async () => {
    let arrived = false;
    // Slow checks far enough apart that a loaded machine still sees 'late' before 'stopped'.
    const polling = { intervalMs: 20, polls: 2, slowIntervalMs: 600, slowPolls: 2 };
    const { result, mock } = setup(
      { [TOP_UP_PATH]: () => ok({ top_up: topUpOf(arrived ? { status: 'paid' } : {}) }) },
      RETURN,
      polling,
    );
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('late'));
    expect(result.current.announcement?.text).toBe(
      'Your payment has not arrived yet. This page updates when it does.',
    );
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('stopped'), {
      timeout: 4000,
    });
    expect(result.current.announcement?.text).toBe(
      'Your payment has not arrived yet. Please check again in a minute.',
    );
    expect(mock.count(TOP_UP_PATH)).toBeGreaterThanOrEqual(polling.polls + polling.slowPolls);
    arrived = true;
    act(() => result.current.topUpReturn.checkAgain());
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('paid'));
  });

  it('stops checking when the page goes away', async () => {
    const { mock, unmount } = setup({ [TOP_UP_PATH]: ok({ top_up: topUpOf() }) }, RETURN);
    await waitFor(() => expect(mock.count(TOP_UP_PATH)).toBeGreaterThan(0));
    unmount();
    const asked = mock.count(TOP_UP_PATH);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(mock.count(TOP_UP_PATH)).toBe(asked);
  });
});

/** The form as a page would render it, to see where focus goes. */
function TopUpForm(props: UseBalanceOptions) {
  const { form } = useBalance(props);
  const field = form.getAmountFieldProps();
  return (
    <form {...form.getFormProps()}>
      <label htmlFor={field.id}>{form.texts.amount}</label>
      <input {...field} onChange={(event) => field.onChange(event)} />
      {form.errors.amount && <p id={form.ids.amount.errorId}>{form.errors.amount}</p>}
      <button {...form.getSubmitButtonProps()}>{form.texts.submit}</button>
    </form>
  );
}

describe('useBalance’s form from the keyboard', () => {
  it('moves focus to the amount when it is refused', async () => {
    const { options } = balancePage({});
    render(<TopUpForm {...options} />);
    const field = screen.getByLabelText('Amount in US dollars');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter an amount from $10 to $5,000');
  });
});

describe('useBalance on the server', () => {
  it('renders loading and reads nothing from the address', () => {
    const { options, address, mock } = balancePage({}, 'http://localhost/?top_up=7');
    const html = renderHookOnServer(
      createMemoryEnvironment(),
      () => useBalance(options),
      (page) => `${page.status} ${page.balance}`,
    );
    expect(html).toBe('loading null');
    expect(address.href()).toBe('http://localhost/?top_up=7');
    expect(mock.count(TOP_UP_PATH)).toBe(0);
  });
});
