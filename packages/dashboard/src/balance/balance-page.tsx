import type { OrderClient } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { Button, FormError, fieldInputProps, LoadRetry, Spinner, TextField } from '@bb/ui';
import { clsx } from 'clsx';
import { OrderAnnouncement } from '../kit/announcement';
import { ScrollingTable } from '../kit/scrolling-table';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import type { TopUpPolling } from './top-up-watch';
import { type UseBalanceResult, useBalance } from './use-balance';

export interface BalancePageProps {
  /** `createOrderClient()` from `@bb/api-client`. */
  client: OrderClient;
  /** The customer's page of an order, for the ledger's order entries. */
  orderHref: (orderId: number) => string;
  /** The receipt's page of a top-up or an order's payment, linked from its ledger row. */
  receiptHref?: (entryId: number) => string;
  /** Leaves for the payment provider's checkout: `(url) => location.assign(url)`. */
  navigate: (url: string) => void;
  /** Reads and cleans `?top_up=…&checkout=…` on the return: `browserAddressBar()`. */
  address: Pick<AddressBar, 'params' | 'removeParams'>;
  /** How the page waits for a payment; default `TOP_UP_POLLING`. */
  polling?: TopUpPolling;
  className?: string;
}

/**
 * The customer's balance page, on `useBalance`: what the return from checkout says (in a live
 * region that takes focus), the balance, the top-up form with its suggested amounts, and the
 * ledger as a table (or a sentence for a new customer). The page's `h1` is the host's.
 */
export function BalancePage({ className, ...options }: BalancePageProps) {
  const page = useBalance(options);
  const { texts, returnTexts } = page;
  return (
    <div className={clsx('bb-balance-page', className)}>
      <OrderAnnouncement announcement={page.announcement} />
      {page.topUpReturn.status === 'stopped' && (
        <Button variant="secondary" onClick={page.topUpReturn.checkAgain}>
          {returnTexts.checkAgain}
        </Button>
      )}
      <BalanceFigure page={page} />
      <OrderSection title={texts.topUp}>
        <TopUpForm form={page.form} />
      </OrderSection>
      {page.status === 'ready' && (
        <OrderSection title={texts.ledger}>
          <BalanceLedger page={page} />
          <ShowMore list={page.ledger} />
        </OrderSection>
      )}
    </div>
  );
}

function BalanceFigure({ page }: { page: UseBalanceResult }) {
  if (page.status === 'error') {
    return <LoadRetry label={page.texts.reload} onRetry={page.reload} />;
  }
  if (page.status === 'loading') return <Spinner label={page.texts.loading} />;
  return (
    <p className="bb-balance-page__figure">
      <span className="bb-balance-page__figure-label">{page.texts.balance}</span>{' '}
      <strong className="bb-balance-page__amount">{page.balance}</strong>
    </p>
  );
}

function TopUpForm({ form }: { form: UseBalanceResult['form'] }) {
  const { texts, errors, ids } = form;
  return (
    <form {...form.getFormProps()} className="bb-dashboard-form bb-top-up">
      <FormError id={ids.form.errorId} message={errors.form} />
      <TextField
        {...fieldInputProps(form.getAmountFieldProps(), ids.amount.errorId)}
        label={texts.amount}
        hint={texts.amountHint}
        error={errors.amount}
      />
      <fieldset className="bb-top-up__choices">
        <legend className="bb-top-up__choices-label">{texts.suggestedAmounts}</legend>
        {form.choices.map((choice) => (
          <Button
            key={choice.cents}
            variant="secondary"
            className="bb-top-up__choice"
            {...form.getChoiceProps(choice.cents)}
          >
            {choice.label}
          </Button>
        ))}
      </fieldset>
      <Button {...form.getSubmitButtonProps()} loading={form.busy} className="bb-top-up__submit">
        {texts.submit}
      </Button>
    </form>
  );
}

function BalanceLedger({ page }: { page: UseBalanceResult }) {
  const { texts } = page;
  if (page.empty) return <p className="bb-balance-page__empty">{texts.empty}</p>;
  return (
    <ScrollingTable
      label={texts.ledgerCaption}
      caption={texts.ledgerCaption}
      tableClassName="bb-balance-ledger"
    >
      <thead>
        <tr>
          <th scope="col">{texts.ledgerDate}</th>
          <th scope="col">{texts.ledgerEntry}</th>
          <th scope="col" className="bb-balance-ledger__amount">
            {texts.ledgerAmount}
          </th>
          {page.receipts && <th scope="col">{texts.ledgerReceipt}</th>}
        </tr>
      </thead>
      <tbody>
        {page.entries.map((entry) => (
          <tr key={entry.key}>
            <td>{entry.date}</td>
            <td>
              {entry.orderHref ? (
                <a className="bb-order-list__link" href={entry.orderHref}>
                  {entry.label}
                </a>
              ) : (
                entry.label
              )}
            </td>
            <td
              className={clsx(
                'bb-balance-ledger__amount',
                entry.credit && 'bb-balance-ledger__amount--credit',
              )}
            >
              {entry.amount}
            </td>
            {page.receipts && (
              <td>
                {entry.receiptHref && (
                  <a className="bb-order-list__link" href={entry.receiptHref}>
                    {texts.receipt}
                  </a>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
