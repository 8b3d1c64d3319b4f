import { LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { LoadStatus } from './use-loaded';

/** One fact of a record: its name and its value. */
export interface RecordFact {
  label: string;
  value: ReactNode;
  /** A class for the value (a status's colour). */
  className?: string;
}

export interface RecordPageTexts {
  back: string;
  loading: string;
  notFound: string;
  reload: string;
}

/**
 * The frame of one record's page (a support ticket, an expert application): a link back to the
 * list, a spinner while it loads, 'not found' or a retry when it cannot, a live region's
 * `announcement`, and once loaded its `title` (an `h2`: the page's `h1` is the host's) and its
 * facts, then `children`.
 */
export function RecordPage({
  load,
  backHref,
  texts,
  title,
  facts,
  announcement,
  children,
  className,
}: {
  load: { status: LoadStatus; notFound: boolean; reload(): void };
  backHref: string;
  texts: RecordPageTexts;
  /** The record's title; undefined until it is loaded. */
  title: string | undefined;
  /** The facts shown; an empty entry (false, '', null) is left out. */
  facts: ReadonlyArray<RecordFact | false | '' | null | undefined>;
  announcement?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const loaded = title !== undefined;
  return (
    <div className={clsx('bb-record-page', className)}>
      <a className="bb-order-page__back" href={backHref}>
        {texts.back}
      </a>
      {load.status === 'loading' && !loaded && <Spinner label={texts.loading} />}
      {load.status === 'error' &&
        (load.notFound ? (
          <p>{texts.notFound}</p>
        ) : (
          <LoadRetry label={texts.reload} onRetry={load.reload} />
        ))}
      {announcement}
      {loaded && (
        <>
          <h2 className="bb-record-page__title">{title}</h2>
          <dl className="bb-record-page__facts">
            {facts.map(
              (fact) =>
                fact && (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd className={fact.className}>{fact.value}</dd>
                  </div>
                ),
            )}
          </dl>
          {children}
        </>
      )}
    </div>
  );
}
