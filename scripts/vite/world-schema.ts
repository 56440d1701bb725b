import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:demo-world-schema`: the version of the demo world's code, a hash of every source file
 * that decides what the seeded world holds: the mock kernel (src/mocks), each area's mock,
 * contract, resources and manifest (tables, seeds, record schemas, the calls' declarations, the
 * menu entries the menu table is seeded from), the shared
 * records (src/records) and kernels the seeds use (src/lib), .ts only outside the mocks, and the
 * area order (src/app/areas.ts), with the versions of @faker-js/faker and @msw/data. The
 * demo's worker keys the stored world with it (src/app/demo-worker.ts, src/mocks/db.ts), so a
 * change to a table's shape or its seed builds the world afresh instead of restoring an old one,
 * and names its SharedWorker with it, so a page of a new build never joins a worker running the
 * old code (the dev server recomputes it when one of these files changes).
 */

export const WORLD_SCHEMA_ID = 'virtual:demo-world-schema';
const RESOLVED = `\0${WORLD_SCHEMA_ID}`;

/** Whether a file (relative to the project root, forward slashes) is part of the world's code. */
export function isWorldSource(rel: string): boolean {
  if (!/\.(ts|tsx)$/.test(rel)) return false;
  if (rel.startsWith('src/mocks/')) return !rel.startsWith('src/mocks/panel/');
  if (rel.startsWith('src/lib/') || rel.startsWith('src/records/')) return rel.endsWith('.ts');
  if (rel === 'src/app/areas.ts') return true;
  if (/^src\/features\/[^/]+\/mock\//.test(rel)) return true;
  // A manifest declares its area's menu entries, which the system area seeds its menu table from.
  if (/^src\/features\/[^/]+\/index\.ts$/.test(rel)) return true;
  return rel.endsWith('.ts') && /^src\/features\/[^/]+\/(contract\.ts$|contract\/|resources\/)/.test(rel);
}

function filesUnder(dir: string, root: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) filesUnder(full, root, out);
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
}

function packageVersion(root: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The hash of the world's code under `root` (12 hex digits). */
export function worldSchema(root: string): string {
  const files: string[] = [];
  filesUnder(path.join(root, 'src'), root, files);
  const hash = createHash('sha256');
  for (const rel of files.filter(isWorldSource).sort()) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  hash.update(`faker ${packageVersion(root, '@faker-js/faker')}; data ${packageVersion(root, '@msw/data')}`);
  return hash.digest('hex').slice(0, 12);
}

export function worldSchemaPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'drama:world-schema',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === WORLD_SCHEMA_ID ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(worldSchema(root))};` : undefined;
    },
    configureServer(server) {
      // The dev server: a change to the world's code gives the next page load a new version.
      server.watcher.on('all', (_event, file) => {
        if (!isWorldSource(path.relative(root, file).split(path.sep).join('/'))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
