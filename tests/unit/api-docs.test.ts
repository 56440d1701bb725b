import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allResources } from '@/lib/resources';
import { renderApiDocs } from '../../scripts/api-docs';

describe('docs/api.md', () => {
  it('is generated from the resource definitions and is up to date (run `npm run docs:api`)', () => {
    const onDisk = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    expect(onDisk).toBe(renderApiDocs());
  });

  it('documents every resource call', () => {
    const doc = renderApiDocs();
    for (const def of allResources) expect(doc).toContain(`POST /${def.endpoint}/v1/page`);
  });
});
