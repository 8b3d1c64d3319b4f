import type { ExpertApplication, ExpertApplicationClient } from '@bb/api-client';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, validateSupportMessage } from '@bb/validation';
import { useState } from 'react';
import { formatDeadline } from '../kit/format';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { APPROVE_STEPS, DECLINE_STEPS } from './application-steps';
import { APPLICATION_STATUS_LABELS, APPLICATION_TEXTS } from './application-texts';

export interface UseExpertApplicationOptions {
  client: ExpertApplicationClient;
  applicationId: number;
}

export interface UseExpertApplicationResult {
  status: LoadStatus;
  application: ExpertApplication | undefined;
  statusLabel: string | undefined;
  receivedAt: string | undefined;
  decidedAt: string | undefined;
  /** Where the sample downloads from (the operator's session), when there is one. */
  sampleUrl: string | undefined;
  notFound: boolean;
  errorMessage: string | null;
  reload(): void;
  /** Approve and Decline show while the application waits for review. */
  canDecide: boolean;
  approving: boolean;
  approve(): Promise<void>;
  /** The decline message (validated as a support message: not blank, up to 4000 characters). */
  message: string;
  setMessage(value: string): void;
  messageError: string | null;
  declining: boolean;
  decline(): Promise<void>;
  announcement: Announcement | null;
  texts: typeof APPLICATION_TEXTS;
}

/**
 * One application for the operator: everything the applicant sent, and Approve or Decline with a
 * message while it waits. A decision another operator made first is said above the page
 * (`application_decided`) and the page shows where the application stands.
 */
export function useExpertApplication({
  client,
  applicationId,
}: UseExpertApplicationOptions): UseExpertApplicationResult {
  const loaded = useLoaded(`expert-application/${applicationId}`, async (signal) => {
    return (await client.expertApplication(applicationId, { signal })).application;
  });
  const approving = useSubmission({ steps: APPROVE_STEPS, catalogue: ERROR_CATALOGUE });
  const declining = useSubmission({ steps: DECLINE_STEPS, catalogue: ERROR_CATALOGUE });
  const { announcement, announce } = useAnnouncement();
  const [message, setMessageValue] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const application = loaded.data;

  /** What a refused decision says; a decision made elsewhere also shows the page as it stands. */
  function refused(slug: string | undefined, text: string | undefined) {
    announce(text ?? DEFAULT_ERROR_MESSAGE, 'error');
    if (slug === 'application_decided') loaded.reload();
  }

  async function approve(): Promise<void> {
    if (approving.submission.running || declining.submission.running) return;
    const result = await approving.submission.run({ client, applicationId });
    if (result.outcome === 'succeeded' && result.context.application) {
      loaded.setData(result.context.application);
      announce(APPLICATION_TEXTS.approved(result.context.application.writer_slug ?? ''), 'success');
    } else if (result.outcome === 'failed') {
      refused(result.mapping?.formError, result.mapping?.fields.form);
    }
  }

  async function decline(): Promise<void> {
    if (approving.submission.running || declining.submission.running) return;
    const problem = validateSupportMessage(message);
    if (problem) {
      setMessageError(problem.message);
      declining.submission.refuse();
      return;
    }
    const result = await declining.submission.run({ client, applicationId, message });
    if (result.outcome === 'succeeded' && result.context.application) {
      loaded.setData(result.context.application);
      setMessageValue('');
      announce(APPLICATION_TEXTS.declinedNow, 'success');
    } else if (result.outcome === 'failed') {
      const beside = result.mapping?.fields.message;
      if (beside) setMessageError(beside);
      else refused(result.mapping?.formError, result.mapping?.fields.form);
    }
  }

  return {
    status: loaded.status,
    application,
    statusLabel: application && APPLICATION_STATUS_LABELS[application.status],
    receivedAt: application && formatDeadline(application.created_at),
    decidedAt: application?.decided_at == null ? undefined : formatDeadline(application.decided_at),
    sampleUrl: application?.sample ? client.expertApplicationSampleUrl(applicationId) : undefined,
    notFound: loaded.errorSlug === 'not_found',
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    canDecide: application?.status === 'received',
    approving: approving.state.status === 'submitting',
    approve,
    message,
    setMessage: (value) => {
      setMessageValue(value);
      setMessageError(null);
    },
    messageError,
    declining: declining.state.status === 'submitting',
    decline,
    announcement,
    texts: APPLICATION_TEXTS,
  };
}
