import { definePackageBuild } from '../../tsup.config.base';

// Two entries: the rules for every bundle, the request schemas (valibot) for the server only.
export default definePackageBuild({
  entry: { index: 'src/index.ts', requests: 'src/requests.ts' },
});
