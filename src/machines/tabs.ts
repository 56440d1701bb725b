import { assign, setup } from 'xstate';
/** The home tab's path: always first, never closes (re-exported by src/lib/constants). */
export const HOME_PATH = '/home/index';

/**
 * A tab of the strip (section 3): title, path, name. `name` is the menu key ('system/user'); `path`
 * is the route without its search, the tab's identity: a page's `/system/user/index`, or a
 * record's `/member/memberInforMation/record/12` (src/lib/records.ts). `search` is the search the
 * tab was last seen with (`?f.name=abc&page=2`: a list's filters, sort and page), so going back to
 * the tab, after a reload too, shows the list as it was left.
 */
export interface Tab {
  title: string;
  path: string;
  name: string;
  search?: string;
}

export interface TabsContext {
  tabs: Tab[];
  active: string;
}

export type TabsEvent =
  /** A page was visited (a navigation, or its search changed): adds its tab or activates it, taking its title, name and search. */
  | { type: 'OPEN'; tab: Tab }
  /** A record tab learnt its record's title (the record loaded): changes the title only, whatever tab is active. */
  | { type: 'RETITLE'; path: string; title: string }
  | { type: 'ACTIVATE'; path: string }
  | { type: 'CLOSE'; path: string }
  | { type: 'CLOSE_LEFT'; path: string }
  | { type: 'CLOSE_RIGHT'; path: string }
  | { type: 'CLOSE_OTHERS'; path: string }
  | { type: 'CLOSE_ALL' }
  /** The session expired: keep the tabs aside, unchanged, until the next sign-in. */
  | { type: 'SUSPEND' }
  /** The same user signed in again: their kept tabs come back (and are persisted again). */
  | { type: 'RESUME' }
  /** A fresh start (signed out, or another user signed in): only the home tab. */
  | { type: 'RESET' };

export const HOME_TAB: Tab = { title: '首页', path: HOME_PATH, name: 'home' };

export interface TabsInput {
  tabs?: Tab[] | null;
  active?: string | null;
}

/** Longest search a tab keeps (a list's filters are short; anything longer is not a search we wrote). */
const SEARCH_MAX = 2000;

/** A tab's search as kept: `?…`, never empty and never absurdly long; otherwise none. */
function keptSearch(search: unknown): string | undefined {
  return typeof search === 'string' && search.length > 1 && search.length <= SEARCH_MAX && search.startsWith('?') ? search : undefined;
}

/** The tab as the strip keeps it: `search` only when there is one. */
function tabOf(tab: Tab): Tab {
  const search = keptSearch(tab.search);
  return search ? { title: tab.title, path: tab.path, name: tab.name, search } : { title: tab.title, path: tab.path, name: tab.name };
}

/**
 * Home first and exactly once; no duplicates; the active path is one of the tabs. The input is
 * whatever was restored from `tabList`, so anything that is not a list of route paths is dropped.
 */
export function normalizeTabs(input: TabsInput | null | undefined): TabsContext {
  const seen = new Set<string>([HOME_PATH]);
  const tabs = [HOME_TAB];
  const restored: unknown[] = Array.isArray(input?.tabs) ? input.tabs : [];
  for (const tab of restored as Array<Partial<Tab> | null>) {
    if (tab && typeof tab.path === 'string' && tab.path.startsWith('/') && !seen.has(tab.path)) {
      seen.add(tab.path);
      tabs.push(tabOf({ title: String(tab.title ?? ''), path: tab.path, name: String(tab.name ?? ''), search: tab.search }));
    }
  }
  const active = typeof input?.active === 'string' && seen.has(input.active) ? input.active : HOME_PATH;
  return { tabs, active };
}

const indexOf = (context: TabsContext, path: string) => context.tabs.findIndex((t) => t.path === path);

/** After removing tabs, keep the active one if it survived, else its nearest right (then left) neighbour. */
function keep(context: TabsContext, survivors: Tab[]): TabsContext {
  if (survivors.some((t) => t.path === context.active)) return { tabs: survivors, active: context.active };
  const was = indexOf(context, context.active);
  const after = context.tabs.slice(was + 1).find((t) => survivors.includes(t));
  const before = [...context.tabs.slice(0, Math.max(was, 0))].reverse().find((t) => survivors.includes(t));
  return { tabs: survivors, active: (after ?? before ?? HOME_TAB).path };
}

/**
 * The tab strip (section 2): each visited page opens a tab, the home tab never closes, close
 * all / left / right / others. Two states: only the home tab, or several; and `suspended` while
 * an expired session waits for its user to sign in again: the tabs are kept as they were and
 * nothing changes them (the session's storage, `tabList` included, is cleared meanwhile), until
 * RESUME brings them back (and persists them) or RESET starts afresh. `persist` stores
 * { tabs, active } under `tabList`; the app provides it (tests observe it).
 */
export const tabsMachine = setup({
  types: { context: {} as TabsContext, events: {} as TabsEvent, input: {} as TabsInput },
  actions: {
    persist: () => {},
  },
  guards: {
    onlyHomeLeft: ({ context }) => context.tabs.length === 1,
    isKnown: ({ context, event }) => 'path' in event && indexOf(context, event.path) >= 0,
    isClosable: ({ context, event }) => 'path' in event && event.path !== HOME_PATH && indexOf(context, event.path) >= 0,
    /** A record tab's new title: a known tab other than home, whose title differs. */
    isRetitle: ({ context, event }) => event.type === 'RETITLE' && event.path !== HOME_PATH && context.tabs.some((t) => t.path === event.path && t.title !== event.title),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => normalizeTabs(input),
  initial: 'check',
  states: {
    /** Decides the first state from the restored tabs. */
    check: {
      always: [{ guard: 'onlyHomeLeft', target: 'homeOnly' }, { target: 'several' }],
    },
    /** Signed out by expiry: the tabs wait, untouched, for RESUME (same user) or RESET. */
    suspended: {
      on: {
        RESUME: { target: 'check', actions: 'persist' },
      },
    },
    homeOnly: {
      on: {
        SUSPEND: 'suspended',
        OPEN: [
          { guard: ({ event }) => event.tab.path === HOME_PATH, actions: [assign({ active: HOME_PATH }), 'persist'] },
          {
            target: 'several',
            actions: [assign(({ context, event }) => ({ tabs: [...context.tabs, tabOf(event.tab)], active: event.tab.path })), 'persist'],
          },
        ],
        ACTIVATE: { guard: 'isKnown', actions: [assign({ active: HOME_PATH }), 'persist'] },
      },
    },
    several: {
      on: {
        SUSPEND: 'suspended',
        OPEN: {
          actions: [
            assign(({ context, event }) => {
              const i = indexOf(context, event.tab.path);
              if (i < 0) return { tabs: [...context.tabs, tabOf(event.tab)], active: event.tab.path };
              // Refresh a known tab's title (the language or menu may have changed) and the search it was last seen with.
              const tabs = context.tabs.map((t, j) => (j === i && j > 0 ? tabOf({ ...t, title: event.tab.title, name: event.tab.name, search: event.tab.search }) : t));
              return { tabs, active: event.tab.path };
            }),
            'persist',
          ],
        },
        ACTIVATE: { guard: 'isKnown', actions: [assign({ active: ({ event }) => event.path }), 'persist'] },
        RETITLE: {
          guard: 'isRetitle',
          actions: [assign({ tabs: ({ context, event }) => context.tabs.map((t) => (t.path === event.path ? { ...t, title: event.title } : t)) }), 'persist'],
        },
        CLOSE: {
          guard: 'isClosable',
          target: 'check',
          actions: [assign(({ context, event }) => keep(context, context.tabs.filter((t) => t.path !== event.path))), 'persist'],
        },
        CLOSE_LEFT: {
          guard: 'isKnown',
          target: 'check',
          actions: [
            assign(({ context, event }) => {
              const i = indexOf(context, event.path);
              return keep(context, context.tabs.filter((_, j) => j === 0 || j >= i));
            }),
            'persist',
          ],
        },
        CLOSE_RIGHT: {
          guard: 'isKnown',
          target: 'check',
          actions: [
            assign(({ context, event }) => {
              const i = indexOf(context, event.path);
              return keep(context, context.tabs.filter((_, j) => j <= i));
            }),
            'persist',
          ],
        },
        CLOSE_OTHERS: {
          guard: 'isKnown',
          target: 'check',
          actions: [
            assign(({ context, event }) => {
              const tabs = context.tabs.filter((t, j) => j === 0 || t.path === event.path);
              return { tabs, active: event.path };
            }),
            'persist',
          ],
        },
        CLOSE_ALL: {
          target: 'homeOnly',
          actions: [assign({ tabs: [HOME_TAB], active: HOME_PATH }), 'persist'],
        },
      },
    },
  },
  on: {
    RESET: { target: '.homeOnly', actions: [assign({ tabs: [HOME_TAB], active: HOME_PATH }), 'persist'] },
  },
});
