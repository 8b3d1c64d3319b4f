import { definePackageBuild } from '../../tsup.config.base';

export default definePackageBuild({ react: true });
