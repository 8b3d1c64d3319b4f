import { definePackageBuild } from '../../tsup.config.base';

export default definePackageBuild({
  react: true,
  // The stylesheets are entries of their own: esbuild inlines their @imports into dist/*.css.
  styles: { styles: 'src/styles.css', dashboard: 'src/dashboard.css' },
});
