import { describe, expect, it } from 'vitest';
import { loadAreaMocks } from '@/app/demo-areas';
import { areas } from '@/app/areas';

/*
 * The demo's world worker loads the areas' mocks directly (src/app/demo-areas.ts), not through
 * the manifests (which would bundle every page into the worker). Its list must be the manifests'
 * mocks, in the manifests' order (the order the world's tables seed in): an area added, split or
 * renamed in src/app/areas.ts without its line here would have no backend in the demo.
 */
describe('the demo worker’s list of area mocks', () => {
  it('is every manifest’s mock, in the order of src/app/areas.ts', async () => {
    const fromManifests: unknown[] = [];
    for (const area of areas) if (area.mock) fromManifests.push((await area.mock()).default);
    const loaded = await loadAreaMocks();
    expect(loaded.map((mock) => mock.name)).toEqual(fromManifests.map((mock) => (mock as { name: string }).name));
    // The same module instances: the worker's list imports exactly the manifests' mock entries.
    expect(loaded).toEqual(fromManifests);
    loaded.forEach((mock, i) => expect(mock).toBe(fromManifests[i]));
  });
});
