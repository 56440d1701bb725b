import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Builds the console once in real mode (VITE_MOCK=off) and once in demo mode, then reads the
 * output: real mode must carry no mock code at all, and every build has a version of its own (the
 * two builds' versions differ: a version is the build's moment and a random part, whatever the
 * mode, so two builds of one mode would differ alike: a second real-mode build only repeated that).
 */
const root = join(__dirname, '..', '..');
const out = (name: string) => join(root, `dist-test-${name}`);

function build(name: string, env: Record<string, string>): void {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, ...env, OUT_DIR: out(name) },
    stdio: 'pipe',
  });
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

function text(dir: string): string {
  return files(dir)
    .filter((f) => /\.(js|html|json)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

// Strings only the mock backend has: its worker, its database, its journal and controls.
const MOCK_MARKERS = ['demo-sw.js', 'demo:line', 'drama-demo:journal', '__demo', 'faker'];

describe('build output', () => {
  beforeAll(() => {
    build('real-a', { VITE_MOCK: 'off' });
    build('demo', {});
  }, 180_000);
  afterAll(() => {
    for (const name of ['real-a', 'demo']) rmSync(out(name), { recursive: true, force: true });
  });

  it('real mode ships no mock code and no service worker', () => {
    expect(existsSync(join(out('real-a'), 'demo-sw.js'))).toBe(false);
    const js = text(out('real-a'));
    for (const marker of MOCK_MARKERS) expect(js, marker).not.toContain(marker);
  });

  it('demo mode ships the workers and the mock backend; the service worker is one small file of its own', () => {
    const sw = join(out('demo'), 'demo-sw.js');
    expect(existsSync(sw)).toBe(true);
    expect(text(out('demo'))).toContain('drama-demo:journal');
    // Bundled alone: it imports none of the console's chunks, and carries no interface code.
    const code = readFileSync(sw, 'utf8');
    expect(code).not.toMatch(/\bimport\b/);
    expect(code).toContain('demo:line');
    expect(code.length).toBeLessThan(8_000);
  });

  it('the page of the demo loads no msw: the service worker and the world answer the calls', () => {
    const assets = join(out('demo'), 'assets');
    for (const f of readdirSync(assets).filter((name) => name.endsWith('.js'))) expect(readFileSync(join(assets, f), 'utf8'), f).not.toContain('setupWorker');
  });

  it('the sign-in page carries no chart library and no spreadsheet writer: they come with the report pages, on use', () => {
    for (const name of ['real-a', 'demo']) {
      const assets = join(out(name), 'assets');
      const html = readFileSync(join(out(name), 'index.html'), 'utf8');
      // What the first load fetches: the entry and what it imports statically, transitively (dynamic imports excluded).
      const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
      const seen = new Set<string>();
      while (queue.length) {
        const file = queue.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        const code = readFileSync(join(assets, file), 'utf8');
        for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
      }
      const initial = [...seen].map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
      expect(seen.size, name).toBeGreaterThan(0);
      // Highcharts' own class names, and exceljs's.
      expect(initial, `${name}: Highcharts in the first load`).not.toContain('highcharts-container');
      expect(initial, `${name}: exceljs in the first load`).not.toContain('ExcelJS');
      // Yet a report page has them.
      expect(files(assets).some((f) => readFileSync(f, 'utf8').includes('highcharts-container')), name).toBe(true);
    }
  });

  it('the demo’s world worker carries the mocks but no page: no chart library, no Fluent UI, no React DOM', () => {
    const assets = join(out('demo'), 'assets');
    const entry = readdirSync(assets).find((f) => /^demo-worker-.+\.js$/.test(f));
    expect(entry, 'the world worker’s entry').toBeDefined();
    // Every chunk the worker can load: what its entry imports, statically or dynamically, transitively.
    const queue = [entry!];
    const seen = new Set<string>();
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file) || !existsSync(join(assets, file))) continue;
      seen.add(file);
      for (const m of readFileSync(join(assets, file), 'utf8').matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) queue.push(m[1]);
    }
    const code = [...seen].map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
    // The mocks are there (the journal, faker's seed of the world)…
    expect(code).toContain('drama-demo:journal');
    // …and nothing of the pages the areas' manifests name (scripts/vite/worker-no-pages.ts).
    for (const marker of ['Highcharts', 'fluentui', 'createRoot']) expect(code, marker).not.toContain(marker);
  });

  it('writes version.json with a version of its own for every build', () => {
    const a = JSON.parse(readFileSync(join(out('real-a'), 'version.json'), 'utf8')) as { version: string };
    const b = JSON.parse(readFileSync(join(out('demo'), 'version.json'), 'utf8')) as { version: string };
    expect(typeof a.version).toBe('string');
    expect(a.version.length).toBeGreaterThan(8);
    expect(a.version).not.toBe(b.version);
  });
});
