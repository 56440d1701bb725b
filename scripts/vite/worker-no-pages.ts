import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the demo's world worker's build only (vite.config.ts `worker.plugins`): the worker loads the
 * areas' mocks through the areas' manifests (src/app/demo-areas.ts), and a manifest also names its
 * pages and components with dynamic imports. The worker never opens a page, but a bundler follows
 * every import: without this, every page of the console (Fluent UI, Highcharts, the forms) would
 * be built a second time into the worker's chunks. An import of `./pages/…` or `./components/…`
 * from a manifest (`src/features/<area>/index.ts`) resolves to an empty module instead.
 */

export const NO_PAGE_ID = '\0drama:worker-no-page';

/** Whether `source`, imported by `importer`, is a manifest's page or component (forward or back slashes). */
export function isManifestUiImport(source: string, importer: string | undefined): boolean {
  if (!importer) return false;
  const from = importer.split(path.sep).join('/').replace(/\?.*$/, '');
  if (!/\/src\/features\/[^/]+\/index\.tsx?$/.test(from)) return false;
  return /^\.\/(pages|components)\//.test(source);
}

export function workerNoPages(): Plugin {
  return {
    name: 'drama:worker-no-pages',
    enforce: 'pre',
    resolveId(source, importer) {
      return isManifestUiImport(source, importer) ? NO_PAGE_ID : undefined;
    },
    load(id) {
      return id === NO_PAGE_ID ? 'export default null;' : undefined;
    },
  };
}
