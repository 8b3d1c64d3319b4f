import { definePackageBuild } from '../../tsup.config.base';

export default definePackageBuild({
  react: true,
  // The stylesheet is an entry of its own: esbuild inlines its @imports into dist/styles.css.
  styles: { styles: 'src/styles.css' },
});
