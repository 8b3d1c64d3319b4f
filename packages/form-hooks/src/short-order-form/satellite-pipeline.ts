import { mapServerErrors } from '@bb/validation';
import type { Step } from '../submission/step';
import {
  recordFailure,
  type ShortFormEffects,
  type ShortFormSubmission,
} from './short-form-submission';

export type SatelliteStepName =
  | 'setLoading'
  | 'saveDataBox'
  | 'navigate'
  | 'clearStoredDraft'
  | 'mapErrors'
  | 'clearLoading';

export interface SatellitePipelineContext {
  submission: ShortFormSubmission;
  effects: ShortFormEffects;
  dataBoxKey?: string;
  url?: string;
  errors: string[];
}

/**
 * The satellite submit pipeline of spec §4: on a non-default domain the order goes to the main
 * site in a data box, with no user check and no sign-in here.
 */
export const SATELLITE_STEPS: readonly Step<SatellitePipelineContext, SatelliteStepName>[] = [
  {
    name: 'setLoading',
    run: ({ effects }) => effects.setLoading(true),
  },
  // Post the data box (to the main site: the API client carries the host prefix).
  {
    name: 'saveDataBox',
    run: (context) =>
      recordFailure(context.errors, async () => {
        const { api, signal } = context.effects;
        const { key } = await api.createDataBox({ data: context.submission.draft }, { signal });
        if (key) context.dataBoxKey = key;
      }),
  },
  // If a data_box_key came back, navigate (to the main site's redirect URL) ...
  {
    name: 'navigate',
    skip: ({ dataBoxKey }) => dataBoxKey === undefined,
    run: (context) => {
      if (context.dataBoxKey === undefined) return;
      context.url = context.effects.orderUrl(context.dataBoxKey);
      context.effects.navigate(context.url);
    },
  },
  // ... and clear storage.
  {
    name: 'clearStoredDraft',
    skip: ({ url }) => url === undefined,
    run: ({ effects }) => effects.clearStorage(),
  },
  {
    name: 'mapErrors',
    run: ({ effects, errors }) => effects.showErrors(mapServerErrors(errors)),
  },
  {
    name: 'clearLoading',
    run: ({ effects }) => effects.setLoading(false),
  },
];
