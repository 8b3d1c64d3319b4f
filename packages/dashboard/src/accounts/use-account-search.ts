import type { CustomerAccount, ExpertAccount, OperatorAccountClient } from '@bb/api-client';
import { type FormEvent, useState } from 'react';
import type { PageLoad } from '../kit/paged-list';
import { usePagedList } from '../kit/use-paged-list';

/**
 * A search of accounts: the text typed, the text searched (sent as `q` when the form is
 * submitted; the server finds), and the results paged (`usePagedList`, keyed by the searched text,
 * so a new search starts from its first page).
 */
function useAccountSearch<Item extends { id: number }>(
  kind: string,
  load: (q: string) => PageLoad<Item>,
) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const list = usePagedList<Item>(`${kind}?q=${searched}`, load(searched));
  return {
    list,
    /** The search text as submitted: '' for every account. */
    searched,
    getInputProps: () => ({
      value: text,
      onChange: (event: { target: { value: string } }) => setText(event.target.value),
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      setSearched(text.trim());
    },
    clear: () => {
      setText('');
      setSearched('');
    },
  };
}

/** The operator's customers (`customers/`), searched by e-mail or account number. */
export function useCustomerSearch({ client }: { client: OperatorAccountClient }) {
  return useAccountSearch<CustomerAccount>(
    'customers',
    (q) => (cursor, signal) =>
      client
        .customers({ q, cursor, signal })
        .then(({ customers, next_cursor }) => ({ items: customers, next_cursor })),
  );
}

/** The operator's experts (`experts/`), searched by pen name, e-mail or account number. */
export function useExpertSearch({ client }: { client: OperatorAccountClient }) {
  return useAccountSearch<ExpertAccount>(
    'experts',
    (q) => (cursor, signal) =>
      client
        .experts({ q, cursor, signal })
        .then(({ experts, next_cursor }) => ({ items: experts, next_cursor })),
  );
}

export type UseCustomerSearchResult = ReturnType<typeof useCustomerSearch>;
export type UseExpertSearchResult = ReturnType<typeof useExpertSearch>;
