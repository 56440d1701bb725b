import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import base from '../../vite.config';

/**
 * The bare React page (bench/bare/) built by the console's own Vite config: same plugins,
 * define, minifier and chunking; only the root (and so index.html) differs.
 */
export default defineConfig(async (env) => {
  const config = (typeof base === 'function' ? await base(env) : await base) as UserConfig;
  return mergeConfig(config, {
    root: fileURLToPath(new URL('.', import.meta.url)),
    publicDir: false,
    build: { outDir: process.env.OUT_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/bench/bare', import.meta.url)), emptyOutDir: true },
  });
});
