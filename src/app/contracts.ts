import type * as v from 'valibot';
import { declaredCalls, type Call } from '@/lib/api/contract';
import type { ResourceDef } from '@/lib/resource/types';
import { areas } from './areas';

/** One area's contract as the docs and the contract checker see it. */
export interface AreaContract {
  name: string;
  /** The calls the area's contract exports (declared with defineCall), in declaration order. */
  calls: Call<unknown, unknown>[];
  /** The area's resource definitions. */
  resources: ResourceDef[];
  /** The valibot schemas the contract exports, by name without the 'Schema' suffix ('Member'). */
  schemas: Record<string, v.GenericSchema>;
}

export interface Contracts {
  /** Every resource definition (the list / add / edit / delete / export pattern). */
  resources: ResourceDef[];
  /** Every call declared with defineCall, beyond the resource pattern. */
  calls: Call<unknown, unknown>[];
  /** The same, area by area: the shared records' (named 'records/<file>') first, then src/app/areas.ts's order. */
  areas: AreaContract[];
}

const isCall = (x: unknown): x is Call<unknown, unknown> => declaredCalls.includes(x as Call<unknown, unknown>);
const isSchema = (x: unknown): x is v.GenericSchema => Boolean(x && typeof x === 'object' && (x as { kind?: unknown }).kind === 'schema');

/**
 * The shared records' calls, then every area's contract and resources, in the order of
 * src/app/areas.ts: what docs/api.md, docs/openapi.json, `npm run contract` and the generic
 * resource suite read.
 */
export async function loadContracts(): Promise<Contracts> {
  const sources: Array<{ name: string; contract?: () => Promise<unknown>; resources?: () => Promise<{ resources: ResourceDef[] }> }> = [
    // The shared records' calls (src/records): the session's first (the sign-in page's).
    { name: 'records/session', contract: () => import('@/records/session') },
    { name: 'records/attachments', contract: () => import('@/records/attachments') },
    { name: 'records/orders', contract: () => import('@/records/orders') },
    { name: 'records/dramas', contract: () => import('@/records/dramas') },
    { name: 'records/audience', contract: () => import('@/records/audience') },
    { name: 'records/inbox', contract: () => import('@/records/inbox') },
    { name: 'records/channels', contract: () => import('@/records/channels') },
    { name: 'records/views', contract: () => import('@/records/views') },
    { name: 'records/config', contract: () => import('@/records/config') },
    { name: 'records/display', contract: () => import('@/records/display') },
    { name: 'records/changes', contract: () => import('@/records/changes') },
    { name: 'records/attribution', contract: () => import('@/records/attribution') },
    ...areas,
  ];
  const resources: ResourceDef[] = [];
  const list: AreaContract[] = [];
  const seen = new Set<unknown>();
  for (const area of sources) {
    // Sorted by name: module namespaces list their exports in different orders under Node and Vite.
    const exports = Object.fromEntries(Object.entries(((await area.contract?.()) ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)));
    const own = area.resources ? (await area.resources()).resources : [];
    resources.push(...own);
    // A call or schema re-exported by another area's contract stays with the area that declared it first.
    const calls = Object.values(exports).filter((x) => isCall(x) && !seen.has(x)) as Call<unknown, unknown>[];
    calls.sort((a, b) => declaredCalls.indexOf(a) - declaredCalls.indexOf(b));
    const schemas: Record<string, v.GenericSchema> = {};
    for (const [key, value] of Object.entries(exports)) {
      if (!key.endsWith('Schema') || !isSchema(value) || seen.has(value)) continue;
      schemas[key.slice(0, -'Schema'.length)] = value;
      seen.add(value);
    }
    calls.forEach((c) => seen.add(c));
    list.push({ name: area.name, calls, resources: own, schemas });
  }
  return { resources, calls: [...declaredCalls], areas: list };
}
