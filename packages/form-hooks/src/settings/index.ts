export { loadCommonSettings } from './common-settings';
export {
  type CommonSettingsState,
  type CommonSettingsStatus,
  useCommonSettings,
} from './use-common-settings';
