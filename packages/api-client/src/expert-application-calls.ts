import type { ExpertApplicationStatus, PageInfo } from '@bb/validation';
import type { CallContext } from './call-context';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const WRITER_REGISTRATION_PATH = '/widgets/writer-registration';
export const WRITER_REGISTRATION_REQUEST_PATH = '/widgets/writer-registration-request';
export const EXPERT_APPLICATIONS_PATH = '/operators/expert-applications';

/** GET /widgets/writer-registration: what the expert sign-up page shows. */
export interface WriterRegistrationInfo {
  is_open: boolean;
  terms_url_path: string;
  privacy_url_path: string;
  review_days: number;
  requirements: string[];
}

/** POST /widgets/writer-registration-request: an application to become an expert. */
export interface ExpertApplicationForm {
  login: string;
  name: string;
  /** Discipline ids of the dictionary, 1 to 10. */
  discipline_subs: number[];
  experience: string;
  /** The id of the sample of work uploaded first (`uploadSample`). */
  sample_file: string;
  policy_agree: boolean;
}

/** An uploaded file not attached yet: the sample before the application claims it. */
export interface UploadedSample {
  id: string;
  name: string;
  content_type: string;
  size: number;
  expires_at: number;
}

/** Where an application stands, as its status link shows it to the applicant. */
export interface ExpertApplicationStatusView {
  name: string;
  status: ExpertApplicationStatus;
  created_at: number;
  decided_at: number | null;
  /** The operator's reason, for a declined application. */
  message: string | null;
  review_days: number;
}

/** An application in the operator's list. */
export interface ExpertApplicationSummary {
  id: number;
  name: string;
  email: string;
  status: ExpertApplicationStatus;
  created_at: number;
  decided_at: number | null;
}

/** An application with everything the applicant sent, and the decision. */
export interface ExpertApplication extends ExpertApplicationSummary {
  disciplines: Array<{ id: number; title: string }>;
  experience: string;
  sample: { name: string; size: number; content_type: string } | null;
  /** The operator's reason, for a declined application. */
  message: string | null;
  /** The expert an approval created. */
  writer_slug: string | null;
}

/** A page of the operator's list, newest first, with how many wait for a decision. */
export interface ExpertApplicationsPage extends PageInfo {
  applications: ExpertApplicationSummary[];
  counts: { received: number };
}

export interface ExpertApplicationsQuery extends RequestOptions {
  cursor?: string;
  limit?: number;
  /** Only applications of this status; all without it. */
  status?: ExpertApplicationStatus;
}

const applicationPath = (id: number, step?: string) =>
  `${EXPERT_APPLICATIONS_PATH}/${encodeURIComponent(String(id))}${step ? `/${step}` : ''}`;

/**
 * Expert applications: the visitor's (the sign-up page's terms, the sample's upload, the
 * application, its status by the e-mailed token) and the operator's review (the list, one
 * application, its sample, approve, decline with a message).
 */
export function createExpertApplicationCalls({ transport }: CallContext) {
  return {
    /** GET /widgets/writer-registration. */
    writerRegistrationInfo: ({ signal }: RequestOptions = {}) =>
      transport.send<WriterRegistrationInfo>({
        method: 'GET',
        path: WRITER_REGISTRATION_PATH,
        signal,
      }),

    /** POST /widgets/orphanage-file: the sample of work, before the application (≤ 10 MiB). */
    uploadSample: (file: File, { signal }: RequestOptions = {}) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return transport.send<{ file: UploadedSample }>({
        method: 'POST',
        path: '/widgets/orphanage-file',
        form,
        signal,
      });
    },

    /** POST /widgets/writer-registration-request: acknowledged by e-mail with a status link. */
    applyAsExpert: (form: ExpertApplicationForm, { signal }: RequestOptions = {}) =>
      transport.send<{ request_id: number; status: 'received'; review_days: number }>({
        method: 'POST',
        path: WRITER_REGISTRATION_REQUEST_PATH,
        form: {
          login: form.login,
          name: form.name,
          discipline_subs: form.discipline_subs.join(','),
          experience: form.experience,
          sample_file: form.sample_file,
          policy_agree: form.policy_agree ? '1' : '0',
        },
        signal,
      }),

    /** GET /widgets/writer-registration-request/status: the token of the e-mailed link. */
    expertApplicationStatus: (token: string, { signal }: RequestOptions = {}) =>
      transport.send<{ application: ExpertApplicationStatusView }>({
        method: 'GET',
        path: `${WRITER_REGISTRATION_REQUEST_PATH}/status`,
        query: { token },
        signal,
      }),

    /** GET /operators/expert-applications: a page, newest first. */
    expertApplications: ({ cursor, limit, status, signal }: ExpertApplicationsQuery = {}) =>
      transport.send<ExpertApplicationsPage>({
        method: 'GET',
        path: EXPERT_APPLICATIONS_PATH,
        query: {
          cursor,
          limit: limit === undefined ? undefined : String(limit),
          status,
        },
        signal,
      }),

    /** GET /operators/expert-applications/{id}. */
    expertApplication: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ application: ExpertApplication }>({
        method: 'GET',
        path: applicationPath(id),
        signal,
      }),

    /** The address of an application's sample: a download, for the operator's session. */
    expertApplicationSampleUrl: (id: number) => transport.url(applicationPath(id, 'sample')),

    /** POST …/{id}/approve: the expert exists and is e-mailed a set-password link. */
    approveExpertApplication: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ application: ExpertApplication }>({
        method: 'POST',
        path: applicationPath(id, 'approve'),
        signal,
      }),

    /** POST …/{id}/decline: the reason is e-mailed to the applicant. */
    declineExpertApplication: (id: number, message: string, { signal }: RequestOptions = {}) =>
      transport.send<{ application: ExpertApplication }>({
        method: 'POST',
        path: applicationPath(id, 'decline'),
        form: { message },
        signal,
      }),
  };
}

/** The expert applications' calls, a client of their own so other pages' bundles skip them. */
export function createExpertApplicationClient(options: TransportOptions = {}) {
  return createExpertApplicationCalls({ transport: createTransport(options) });
}

export type ExpertApplicationClient = ReturnType<typeof createExpertApplicationClient>;
