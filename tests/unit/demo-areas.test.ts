import { describe, expect, it } from 'vitest';
import { loadAreaMocks } from '@/app/demo-areas';
import { areas } from '@/app/areas';
import { knownPages } from '@/lib/menu-catalogue';
import { isManifestUiImport } from '../../scripts/vite/worker-no-pages';

/*
 * The demo's world worker, Node and the tests load the areas' mocks through the manifests
 * (src/app/demo-areas.ts): every manifest's mock, in the order of src/app/areas.ts (the order the
 * world's tables seed in), and the manifests' menu entries registered, which the system area seeds
 * its menu table from. The worker's build leaves out the pages the manifests name.
 */
describe('the demo world’s areas', () => {
  it('are every manifest’s mock, in the order of src/app/areas.ts, with the menu registered', async () => {
    const fromManifests: unknown[] = [];
    for (const area of areas) if (area.mock) fromManifests.push((await area.mock()).default);
    const loaded = await loadAreaMocks();
    expect(loaded.length).toBeGreaterThan(5);
    loaded.forEach((mock, i) => expect(mock).toBe(fromManifests[i]));
    expect(knownPages()).toContain('system/user');
    expect(knownPages()).toContain('member/memberInforMation');
  });

  it('the worker’s build resolves a manifest’s pages and components to nothing, and only those', () => {
    const manifest = '/work/app/src/features/member/index.ts';
    expect(isManifestUiImport('./pages/memberInforMation', manifest)).toBe(true);
    expect(isManifestUiImport('./components/ProfileDialog', '/work/app/src/features/auth/index.ts')).toBe(true);
    for (const kept of ['./mock', './contract', './resources', './messages']) expect(isManifestUiImport(kept, manifest), kept).toBe(false);
    // Not from a manifest: a page importing another page, a mock importing a resource.
    expect(isManifestUiImport('./pages/x', '/work/app/src/features/member/pages/memberInforMation.tsx')).toBe(false);
    expect(isManifestUiImport('./pages/x', undefined)).toBe(false);
  });
});
