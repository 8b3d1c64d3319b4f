/** The submit's code: the pipelines, the normal one's context and the effects. */
export type ShortFormPipelines = typeof import('./short-form-submit-code');

let pipelines: Promise<ShortFormPipelines> | undefined;

/**
 * Loads the submit's code once: the form asks for it when it is first focused, and waits for it
 * at its submit, so a page that is only read does not carry it. A load that fails is forgotten,
 * so the next submit tries again.
 */
export function loadShortFormPipelines(): Promise<ShortFormPipelines> {
  pipelines ??= import('./short-form-submit-code').catch((error: unknown) => {
    pipelines = undefined;
    throw error;
  });
  return pipelines;
}
