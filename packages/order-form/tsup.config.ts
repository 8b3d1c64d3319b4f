import { definePackageBuild } from '../../tsup.config.base';

export default definePackageBuild({
  react: true,
  // Two stylesheets, each its own entry: styles.css holds @bb/ui's sheet and the form's own rules
  // (esbuild inlines every @import, @bb/ui's included, so hosts load one self-contained file);
  // order-form.css only the form's own rules.
  styles: { styles: 'src/styles.css', 'order-form': 'src/order-form.css' },
  noExternal: ['@bb/ui/styles.css'],
});
