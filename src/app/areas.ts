import channel from '@/features/channel';
import engagement from '@/features/engagement';
import market from '@/features/market';
import member from '@/features/member';
import money from '@/features/money';
import push from '@/features/push';
import statistics from '@/features/statistics';
import system from '@/features/system';
import theater from '@/features/theater';
import tools from '@/features/tools';
import type { AreaManifest } from '@/lib/area';
import { registerMenu } from '@/lib/menu-catalogue';

/**
 * The areas of the console, one line each. The order is the demo world's dependency order: an
 * area's mock may read the tables of the areas above it (members point at channels and dramas).
 */
export const areas: readonly AreaManifest[] = [system, channel, theater, member, money, engagement, statistics, push, market, tools];

// The menu registry (src/lib/menu-catalogue.ts) holds what the manifests declare: the page
// registry, the demo's seeded menu and the built-in fallback menu read it.
for (const area of areas) registerMenu(area.name, area.menu);
