import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContracts } from '@/app/contracts';

const { resources: allResources } = await loadContracts();
import { renderApiDocs } from '../../scripts/api-docs';

describe('docs/api.md', () => {
  it('is generated from the resource definitions and is up to date (run `npm run docs:api`)', async () => {
    const onDisk = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    expect(onDisk).toBe(await renderApiDocs());
  });

  it('documents every resource call', async () => {
    const doc = await renderApiDocs();
    for (const def of allResources) expect(doc).toContain(`POST /${def.endpoint}/v1/page`);
  });
});
