import type { ExpertApplicationStatusView } from '@bb/api-client';
import { ApiError } from '@bb/api-client';
import { Spinner } from '@bb/ui';
import { useEffect, useState } from 'react';
import { siteExpertApplicationClient } from './expert-application-client';

type Shown =
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'failed' }
  | { state: 'ready'; application: ExpertApplicationStatusView };

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: '2-digit' });

/**
 * Where an application stands, for the holder of the e-mailed link (`?token=`): received (and
 * when to expect an answer), approved (a link to set a password is on its way), or declined with
 * the operator's message. A link that names no application says so.
 */
export function ApplicationStatus() {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!token) {
      setShown({ state: 'unknown' });
      return;
    }
    const controller = new AbortController();
    siteExpertApplicationClient()
      .expertApplicationStatus(token, { signal: controller.signal })
      .then(
        ({ application }) => setShown({ state: 'ready', application }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const unknown =
            error instanceof ApiError &&
            ['not_found', 'invalid_request'].includes(error.messageSlug);
          setShown({ state: unknown ? 'unknown' : 'failed' });
        },
      );
    return () => controller.abort();
  }, []);

  if (shown.state === 'loading') return <Spinner label="Loading your application" />;
  if (shown.state === 'unknown')
    return (
      <p role="status">
        This link names no application. Please open the link of your confirmation e-mail again.
      </p>
    );
  if (shown.state === 'failed')
    return <p role="status">We could not load your application. Please reload the page.</p>;
  const { application } = shown;
  return (
    <div className="site-application-status" role="status">
      <p>
        {application.name}, you applied on {DATE.format(application.created_at)}.
      </p>
      {application.status === 'received' && (
        <p>
          <strong>Received.</strong> Our team reviews every application within{' '}
          {application.review_days} business days and writes to you either way.
        </p>
      )}
      {application.status === 'approved' && (
        <p>
          <strong>Approved.</strong> Welcome aboard: we e-mailed you a link to set your password and
          sign in to your dashboard.
        </p>
      )}
      {application.status === 'declined' && (
        <>
          <p>
            <strong>Declined.</strong> Thank you for your interest. Our team wrote:
          </p>
          <blockquote className="site-application-status__message">
            {application.message}
          </blockquote>
        </>
      )}
    </div>
  );
}
