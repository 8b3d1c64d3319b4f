import type { ExpertApplicationClient } from '@bb/api-client';
import { Button, TextAreaField } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { RecordPage } from '../kit/record-page';
import { useExpertApplication } from './use-expert-application';

export interface ExpertApplicationPageProps {
  /** `createExpertApplicationClient()` from `@bb/api-client`. */
  client: ExpertApplicationClient;
  applicationId: number;
  /** The operator's home, where the waiting applications are listed. */
  backHref: string;
  className?: string;
}

/**
 * One expert application for the operator, on `useExpertApplication`: who applied, the
 * disciplines, experience and sample (a download), its status, and while it waits Approve or
 * Decline with a message (refused beside the field when blank). What a decision did is said in a
 * live region; a decision another operator made first shows the application as it stands. The
 * page's `h1` is the host's.
 */
export function ExpertApplicationPage({
  client,
  applicationId,
  backHref,
  className,
}: ExpertApplicationPageProps) {
  const page = useExpertApplication({ client, applicationId });
  const { texts, application } = page;
  const declineId = useId();
  return (
    <RecordPage
      className={clsx('bb-expert-application', className)}
      load={page}
      backHref={backHref}
      texts={texts}
      title={application?.name}
      announcement={<OrderAnnouncement announcement={page.announcement} />}
      facts={
        application
          ? [
              {
                label: texts.status,
                value: page.statusLabel,
                className: `bb-application-status bb-application-status--${application.status}`,
              },
              { label: texts.email, value: application.email },
              { label: texts.received, value: page.receivedAt },
              page.decidedAt && { label: texts.decided, value: page.decidedAt },
              application.writer_slug && { label: texts.expert, value: application.writer_slug },
            ]
          : []
      }
    >
      {application && (
        <>
          <section className="bb-expert-application__sent">
            <h3 className="bb-order-section-title">{texts.disciplines}</h3>
            <ul className="bb-expert-application__disciplines">
              {application.disciplines.map((discipline) => (
                <li key={discipline.id}>{discipline.title}</li>
              ))}
            </ul>
            <h3 className="bb-order-section-title">{texts.experience}</h3>
            <p className="bb-expert-application__experience">{application.experience}</p>
            <h3 className="bb-order-section-title">{texts.sample}</h3>
            {application.sample && page.sampleUrl ? (
              <p>
                <a className="bb-order-list__link" href={page.sampleUrl} download>
                  {texts.download(application.sample.name)}
                </a>
              </p>
            ) : (
              <p>{texts.noSample}</p>
            )}
            {application.status === 'declined' && application.message && (
              <>
                <h3 className="bb-order-section-title">{texts.reason}</h3>
                <p className="bb-expert-application__experience">{application.message}</p>
              </>
            )}
          </section>
          {page.canDecide && (
            <div className="bb-expert-application__decision">
              <div className="bb-expert-application__approve">
                <Button
                  loading={page.approving}
                  disabled={page.declining}
                  onClick={() => void page.approve()}
                >
                  {texts.approve}
                </Button>
                <p className="bb-field__hint">{texts.approveHint}</p>
              </div>
              <form
                className="bb-dashboard-form"
                aria-labelledby={declineId}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void page.decline();
                }}
              >
                <h3 id={declineId} className="bb-order-section-title">
                  {texts.declineHeading}
                </h3>
                <TextAreaField
                  label={texts.declineMessage}
                  hint={texts.declineHint}
                  error={page.messageError ?? undefined}
                  value={page.message}
                  rows={4}
                  onChange={(event) => page.setMessage(event.target.value)}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  loading={page.declining}
                  disabled={page.approving}
                >
                  {texts.decline}
                </Button>
              </form>
            </div>
          )}
        </>
      )}
    </RecordPage>
  );
}
