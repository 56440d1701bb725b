import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContracts } from '@/app/contracts';
import { grantText } from '@/lib/api/contract';
import { resourceCalls } from '@/lib/resource/calls';
import { renderApiDocs } from '../../scripts/api-docs';

const { resources: allResources, areas, calls: declared } = await loadContracts();
const docs = join(__dirname, '..', '..', 'docs');
/** The rendering, once for the file (seconds each). */
let rendering: Promise<string> | undefined;
const rendered = () => (rendering ??= renderApiDocs());

// Rendering the docs loads every contract: seconds on a quiet machine, more on a busy one.
describe('docs/api.md', { timeout: 60_000 }, () => {
  it('is generated from the contracts and is up to date (run `npm run docs:api`)', async () => {
    const onDisk = readFileSync(join(docs, 'api.md'), 'utf8');
    expect(onDisk).toBe(await rendered());
  });

  it('documents every resource call and every declared call, each with its access and its grant', async () => {
    const doc = await rendered();
    for (const def of allResources) {
      expect(doc).toContain(`POST /${def.endpoint}/v1/page`);
      for (const call of resourceCalls(def)) expect(doc).toContain(`| \`${call.method} /${call.path}\` | ${call.access} | ${grantText(call.grant)} |`);
    }
    for (const call of areas.flatMap((a) => a.calls)) {
      const heading = `### \`${call.method === 'GET' ? 'GET' : 'POST'} /${call.path}\`\n\n*${call.access}`;
      expect(doc).toContain(heading);
      expect(doc.slice(doc.indexOf(heading)).split('\n')[2]).toContain(`grant: ${grantText(call.grant)}*`);
    }
  });

  it('misses no declared call: every call a contract or a shared record declares belongs to one of the documented sources', () => {
    const documented = new Set(areas.flatMap((a) => a.calls));
    expect(declared.filter((call) => !documented.has(call)).map((call) => call.path)).toEqual([]);
  });

  it('has nothing hand-written left to merge', () => {
    expect(existsSync(join(docs, 'api'))).toBe(false);
  });
});
