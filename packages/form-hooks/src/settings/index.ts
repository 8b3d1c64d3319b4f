export { loadCommonSettings } from './common-settings';
export { type CommonSettingsState, useCommonSettings } from './use-common-settings';
