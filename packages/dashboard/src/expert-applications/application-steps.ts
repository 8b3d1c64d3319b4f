import type { ExpertApplication, ExpertApplicationClient } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';

/** One decision on an application, and the application as the server then answers it. */
export interface DecisionRun {
  client: ExpertApplicationClient;
  applicationId: number;
  /** The reason, when declining. */
  message?: string;
  application?: ExpertApplication;
}

export type ApproveStepName = 'approveApplication';
export type DeclineStepName = 'declineApplication';

/** Approve: the expert account exists and its owner is e-mailed a set-password link. */
export const APPROVE_STEPS: readonly Step<DecisionRun, ApproveStepName>[] = [
  {
    name: 'approveApplication',
    run: async (run, signal) => {
      const answer = await run.client.approveExpertApplication(run.applicationId, { signal });
      run.application = answer.application;
    },
  },
];

/** Decline with a message, e-mailed to the applicant. */
export const DECLINE_STEPS: readonly Step<DecisionRun, DeclineStepName>[] = [
  {
    name: 'declineApplication',
    run: async (run, signal) => {
      const answer = await run.client.declineExpertApplication(
        run.applicationId,
        run.message ?? '',
        { signal },
      );
      run.application = answer.application;
    },
  },
];
