/**
 * Bundle inspection for docs/performance.md: builds with the project's vite.config.ts (VITE_MOCK
 * and the rest of the environment apply as usual) into a scratch folder and prints, per chunk,
 * its gzip size and the packages / source files inside it, then the gzip total of what the entry
 * loads statically (what /login fetches before any lazy route).
 *
 *   VITE_MOCK=off npx tsx bench/analyze.ts [outDir] [TOP=25]
 */
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';

const out = process.argv[2] ?? join(tmpdir(), 'drama-bench-analyze');
const top = Number(process.env.TOP ?? 25);
const root = new URL('..', import.meta.url).pathname;

const groupOf = (id: string) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? id.replace(root, '');
/**
 * What one package / file adds to a chunk's gzip: gzip of the chunk's modules (as rendered, before
 * minification) with and without it, scaled by minified/rendered gzip. An estimate: good to rank.
 */
function marginal(c: Rollup.OutputChunk, key: string): string {
  const parts = Object.entries(c.modules);
  const text = (skip?: string) =>
    parts
      .filter(([id]) => groupOf(id) !== skip)
      .map(([, m]) => m.code ?? '')
      .join('\n');
  const all = gzipSync(text()).length;
  const scale = gzipSync(c.code).length / all;
  return (((all - gzipSync(text(key)).length) * scale) / 1000).toFixed(1);
}

await build({
  configFile: join(root, 'vite.config.ts'),
  root,
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true },
  plugins: [
    {
      name: 'bench:analyze',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const gz = (c: Rollup.OutputChunk) => gzipSync(c.code).length;
        for (const c of chunks.sort((a, b) => gz(b) - gz(a))) {
          console.log(`\n== ${c.fileName}  ${(gz(c) / 1000).toFixed(1)} kB gzip${c.isEntry ? '  (entry)' : ''}${c.isDynamicEntry ? '  (lazy)' : ''}`);
          const groups = new Map<string, number>();
          for (const [id, m] of Object.entries(c.modules)) {
            const key = groupOf(id);
            groups.set(key, (groups.get(key) ?? 0) + m.renderedLength);
          }
          [...groups]
            .sort((a, b) => b[1] - a[1])
            .slice(0, top)
            .forEach(([k, v]) => console.log(`  ${(v / 1000).toFixed(1).padStart(8)} kB raw  ${k}${c.isEntry ? `  ~${marginal(c, k)} kB gzip` : ''}`));
        }
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rollup.OutputChunk) => {
          const seen = new Set<string>();
          const walk = (c: Rollup.OutputChunk) => {
            if (seen.has(c.fileName)) return;
            seen.add(c.fileName);
            c.imports.forEach((i) => byName.get(i) && walk(byName.get(i)!));
          };
          walk(start);
          return [...seen].map((n) => byName.get(n)!);
        };
        console.log('\n== static closures (gzip kB)');
        for (const c of chunks.filter((c) => c.isEntry || c.isDynamicEntry)) {
          const all = closure(c);
          const total = all.reduce((s, x) => s + gz(x), 0);
          console.log(`  ${(total / 1000).toFixed(1).padStart(8)}  ${c.fileName} (+${all.length - 1} chunks)`);
        }
      },
    },
  ],
});
