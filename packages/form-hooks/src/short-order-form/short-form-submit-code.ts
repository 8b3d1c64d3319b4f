// What the short form's submit runs, loaded together when the form is first used
// (`loadShortFormPipelines`): the normal and satellite pipelines and the effects they act through.
export { SATELLITE_STEPS } from './satellite-pipeline';
export { shortFormEffects } from './short-form-effects';
export { createShortFormContext, SHORT_FORM_STEPS } from './short-form-pipeline';
