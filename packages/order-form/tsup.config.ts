import { definePackageBuild } from '../../tsup.config.base';

const build = definePackageBuild({ react: true });

export default {
  ...build,
  // Two stylesheets, each its own entry: styles.css holds @bb/ui's sheet and the form's own rules
  // (esbuild inlines every @import, @bb/ui's included, so hosts load one self-contained file);
  // order-form.css only the form's own rules.
  entry: { index: 'src/index.ts', styles: 'src/styles.css', 'order-form': 'src/order-form.css' },
  noExternal: ['@bb/ui/styles.css'],
  dts: { entry: { index: 'src/index.ts' } },
};
