import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@/machines/session';
import type { tabsMachine } from '@/machines/tabs';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type TabsActor = ActorRefFrom<typeof tabsMachine>;

/** The one session actor and the tab strip's actor, created by src/app and shared with features. */
export interface ConsoleActors {
  session: SessionActor;
  tabs: TabsActor;
}

export const ActorsContext = createContext<ConsoleActors | null>(null);

export function useActors(): ConsoleActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useActors outside ActorsContext');
  return actors;
}

export function useSession<T>(select: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useActors().session, select);
}

export function useTabs<T>(select: (snapshot: SnapshotFrom<typeof tabsMachine>) => T): T {
  return useSelector(useActors().tabs, select);
}
