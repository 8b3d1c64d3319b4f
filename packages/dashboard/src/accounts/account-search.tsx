import type { OperatorAccountClient } from '@bb/api-client';
import { Button } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ACCOUNT_TEXTS as TEXTS } from './account-texts';
import { customerRow, expertRow } from './account-views';
import { PagedTable } from './paged-table';
import {
  type UseCustomerSearchResult,
  type UseExpertSearchResult,
  useCustomerSearch,
  useExpertSearch,
} from './use-account-search';

interface AccountSearchProps {
  /** `createOperatorAccountClient()` from `@bb/api-client`. */
  client: OperatorAccountClient;
  /** The address of one account's page (`{home}customers/{id}/`, `{home}experts/{id}/`). */
  accountHref: (accountId: number) => string;
  className?: string;
}

export type CustomerSearchProps = AccountSearchProps;
export type ExpertSearchProps = AccountSearchProps;

/** The search form: one field (the server finds), Search, and Show all after a search. */
function SearchForm({
  search,
  hint,
}: {
  search: UseCustomerSearchResult | UseExpertSearchResult;
  hint: string;
}) {
  const id = useId();
  return (
    <search>
      <form className="bb-accounts__search" onSubmit={search.onSubmit}>
        <div className="bb-field">
          <div className="bb-field__label-row">
            <label className="bb-field__label" htmlFor={id}>
              {TEXTS.searchLabel}
            </label>
          </div>
          <input
            {...search.getInputProps()}
            id={id}
            type="search"
            className="bb-field__input"
            aria-describedby={`${id}-hint`}
            maxLength={127}
          />
          <p id={`${id}-hint`} className="bb-accounts__hint">
            {hint}
          </p>
        </div>
        <div className="bb-accounts__search-actions">
          <Button type="submit">{TEXTS.search}</Button>
          {search.searched !== '' && (
            <Button variant="secondary" onClick={search.clear}>
              {TEXTS.clear}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}

const statusCell = (status: string, label: string) => (
  <td>
    <span className={`bb-order-status bb-account-status--${status}`}>{label}</span>
  </td>
);

/**
 * The operator's customers (`customers/`): a search by e-mail (any part of it) or account number,
 * and the customers it finds, the newest first, a page at a time, each linking their page.
 */
export function CustomerSearch({ client, accountHref, className }: CustomerSearchProps) {
  const search = useCustomerSearch({ client });
  return (
    <div className={clsx('bb-accounts', className)}>
      <SearchForm search={search} hint={TEXTS.customerSearchHint} />
      <PagedTable
        list={search.list}
        label={TEXTS.customersCaption}
        loadingLabel={TEXTS.loadingCustomers}
        empty={search.searched ? TEXTS.noCustomers(search.searched) : TEXTS.noAccountsYet}
        columns={[TEXTS.emailColumn, TEXTS.idColumn, TEXTS.statusColumn, TEXTS.signedUpColumn]}
        row={(customer) => {
          const row = customerRow(customer);
          return (
            <tr key={row.id}>
              <td>
                <a className="bb-order-list__link" href={accountHref(row.id)}>
                  {row.email}
                </a>
              </td>
              <td>{row.number}</td>
              {statusCell(row.status, row.statusLabel)}
              <td>{row.signedUp}</td>
            </tr>
          );
        }}
      />
    </div>
  );
}

/**
 * The operator's experts (`experts/`): a search by pen name, e-mail or account number, and the
 * experts it finds, the newest first, a page at a time, each linking their page.
 */
export function ExpertSearch({ client, accountHref, className }: ExpertSearchProps) {
  const search = useExpertSearch({ client });
  return (
    <div className={clsx('bb-accounts', className)}>
      <SearchForm search={search} hint={TEXTS.expertSearchHint} />
      <PagedTable
        list={search.list}
        label={TEXTS.expertsCaption}
        loadingLabel={TEXTS.loadingExperts}
        empty={search.searched ? TEXTS.noExperts(search.searched) : TEXTS.noAccountsYet}
        columns={[
          TEXTS.penNameColumn,
          TEXTS.emailColumn,
          TEXTS.idColumn,
          TEXTS.statusColumn,
          TEXTS.ratingColumn,
          TEXTS.ordersColumn,
        ]}
        row={(expert) => {
          const row = expertRow(expert);
          return (
            <tr key={row.id}>
              <td>
                <a className="bb-order-list__link" href={accountHref(row.id)}>
                  {row.penName}
                </a>
              </td>
              <td>{row.email}</td>
              <td>{row.number}</td>
              {statusCell(row.status, row.statusLabel)}
              <td>{row.rating}</td>
              <td>{row.orders}</td>
            </tr>
          );
        }}
      />
    </div>
  );
}
