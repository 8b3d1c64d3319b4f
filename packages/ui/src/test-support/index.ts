// The stories' helpers, for this package's stories and, in the workspace only, the private
// dashboard's (`@bb/ui/test-support`: an export that publishConfig leaves out, so never packed).
export * from './discipline-fixtures';
export * from './story-environment';
export * from './story-writer';
export * from './stylesheet-rules';
