export { loadCommonSettings } from './common-settings';
export {
  type CommonSettingsState,
  type CommonSettingsStatus,
  useCommonSettings,
} from './use-common-settings';
export {
  type CompanySettingsState,
  type CompanySettingsStatus,
  useCompanySettings,
} from './use-company-settings';
