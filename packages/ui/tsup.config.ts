import { definePackageBuild } from '../../tsup.config.base';

const build = definePackageBuild({ react: true });

export default {
  ...build,
  // The stylesheet is its own entry: esbuild inlines its @imports into dist/styles.css.
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  dts: { entry: { index: 'src/index.ts' } },
};
