// Every area has the documented shape (docs/architecture.md, "The shape of an area"): the test
// walks src/features/* on disk and reads each manifest's text for its page loaders; unit tests sit by area.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = 'src/features';
/** What an area may hold at its top level. */
const ALLOWED = new Set(['index.ts', 'messages.ts', 'contract', 'resources', 'pages', 'components', 'machines', 'mock']);
/** Longest file of a contract folder. */
const CONTRACT_MAX_LINES = 400;
/** Longest file anywhere in src/ (message tables and generated files aside). */
const FILE_MAX_LINES = 450;

const areas = readdirSync(FEATURES).filter((name) => statSync(path.join(FEATURES, name)).isDirectory());

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length;

/** The `key: () => import('./pages/…')` pairs of a manifest block (`pages: {…}` or `records: {…}`). */
function loaders(manifest: string, block: 'pages' | 'records'): Array<[key: string, target: string]> {
  const start = manifest.search(new RegExp(`\\n  ${block}: \\{`));
  if (start < 0) return [];
  const end = manifest.indexOf('\n  },', start);
  const body = manifest.slice(start, end);
  return [...body.matchAll(/'?([\w/]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]);
}

describe('the shape of every area', () => {
  it('finds the areas', () => {
    expect(areas.length).toBeGreaterThan(8);
  });

  describe.each(areas)('%s', (area) => {
    const root = path.join(FEATURES, area);

    it('holds only the documented parts, and a manifest', () => {
      const extra = readdirSync(root).filter((name) => !ALLOWED.has(name));
      expect(extra, `src/features/${area} may hold only ${[...ALLOWED].join(', ')}`).toEqual([]);
      expect(existsSync(path.join(root, 'index.ts'))).toBe(true);
    });

    it('names each page after the menu path it serves, in pages/ (record tabs: <page>.record.tsx)', () => {
      const manifest = readFileSync(path.join(root, 'index.ts'), 'utf8');
      for (const [key, target] of loaders(manifest, 'pages')) {
        const page = key.split('/').pop();
        expect(target, `${area}: page '${key}'`).toBe(`./pages/${page}`);
        expect(existsSync(path.join(root, 'pages', `${page}.tsx`)), `src/features/${area}/pages/${page}.tsx`).toBe(true);
      }
      for (const [key, target] of loaders(manifest, 'records')) {
        const page = key.split('/').pop();
        expect(target, `${area}: record tab of '${key}'`).toBe(`./pages/${page}.record`);
      }
      for (const file of filesUnder(path.join(root, 'pages'))) expect(file.endsWith('.tsx'), `${file}: pages are components`).toBe(true);
    });

    it(`keeps its contract as files of records and calls: no UI, none over ${CONTRACT_MAX_LINES} lines`, () => {
      for (const file of filesUnder(path.join(root, 'contract'))) {
        expect(file.endsWith('.tsx'), `${file}: UI does not belong in a contract folder`).toBe(false);
        expect(lines(file), `${file} has more than ${CONTRACT_MAX_LINES} lines: split it by record or sub-domain`).toBeLessThanOrEqual(CONTRACT_MAX_LINES);
      }
    });

    it('keeps its mock as index, tables, seed and handlers', () => {
      const mock = path.join(root, 'mock');
      if (!existsSync(mock)) return;
      const parts = readdirSync(mock).map((name) => name.replace(/\.ts$/, ''));
      expect(parts, `src/features/${area}/mock holds index, tables, seed and handlers (files or folders)`).toEqual(expect.arrayContaining(['index', 'tables', 'handlers']));
      const extra = parts.filter((p) => !['index', 'tables', 'seed', 'handlers'].includes(p));
      expect(extra, `src/features/${area}/mock: split further inside tables/, seed/ or handlers/`).toEqual([]);
    });
  });
});

describe('file size', () => {
  it(`no file of src/ is over ${FILE_MAX_LINES} lines (message tables aside)`, () => {
    const long = filesUnder('src')
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/(^|\/)messages(\.ts|\/)/.test(f) && !f.endsWith('.d.ts'))
      .filter((f) => lines(f) > FILE_MAX_LINES)
      .map((f) => `${f} (${lines(f)})`);
    expect(long).toEqual([]);
  });
});

describe('unit tests by area', () => {
  const UNIT = 'tests/unit';
  it("keep an area's tests in tests/unit/<area>/ and the kernels' at the top of tests/unit", () => {
    const folders = readdirSync(UNIT).filter((name) => statSync(path.join(UNIT, name)).isDirectory() && name !== 'support');
    expect(folders.filter((name) => !areas.includes(name))).toEqual([]);
    // A test named after an area (member-*.test.ts) belongs in that area's folder.
    const strays = readdirSync(UNIT).filter((name) => /\.test\.tsx?$/.test(name) && areas.some((area) => name.startsWith(`${area}-`)));
    expect(strays).toEqual([]);
  });
});
