import { declaredCalls, type Call } from '@/lib/api/contract';
import type { ResourceDef } from '@/lib/resource/types';
import { areas } from './areas';

export interface Contracts {
  /** Every resource definition (the list / add / edit / delete / export pattern). */
  resources: ResourceDef[];
  /** Every call declared with defineCall, beyond the resource pattern. */
  calls: Call<unknown, unknown>[];
}

/**
 * Every area's contract and resources, in the order of src/app/areas.ts (and the auth calls of
 * the sign-in page): what docs/api.md, docs/openapi.json, `npm run contract` and the generic
 * resource suite read.
 */
export async function loadContracts(): Promise<Contracts> {
  await import('@/features/auth/contract');
  const resources: ResourceDef[] = [];
  for (const area of areas) {
    await area.contract?.();
    if (area.resources) resources.push(...(await area.resources()).resources);
  }
  return { resources, calls: [...declaredCalls] };
}
