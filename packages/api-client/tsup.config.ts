import { definePackageBuild } from '../../tsup.config.base';

// Two entries: the client, and a mocked API for stories and tests (`@bb/api-client/testing`).
export default definePackageBuild({
  entry: { index: 'src/index.ts', testing: 'src/testing.ts' },
});
