import type { SATELLITE_STEPS } from './satellite-pipeline';
import type { createShortFormContext, SHORT_FORM_STEPS } from './short-form-pipeline';

/** The submit pipelines' code: the normal and the satellite steps, and the normal one's context. */
export interface ShortFormPipelines {
  SHORT_FORM_STEPS: typeof SHORT_FORM_STEPS;
  SATELLITE_STEPS: typeof SATELLITE_STEPS;
  createShortFormContext: typeof createShortFormContext;
}

let pipelines: Promise<ShortFormPipelines> | undefined;

/**
 * Loads the submit pipelines once: the form asks for them when it is first focused, and waits for
 * them at its submit, so a page that is only read does not carry them. A load that fails is
 * forgotten, so the next submit tries again.
 */
export function loadShortFormPipelines(): Promise<ShortFormPipelines> {
  pipelines ??= Promise.all([import('./short-form-pipeline'), import('./satellite-pipeline')]).then(
    ([normal, satellite]) => ({
      SHORT_FORM_STEPS: normal.SHORT_FORM_STEPS,
      SATELLITE_STEPS: satellite.SATELLITE_STEPS,
      createShortFormContext: normal.createShortFormContext,
    }),
    (error: unknown) => {
      pipelines = undefined;
      throw error;
    },
  );
  return pipelines;
}
