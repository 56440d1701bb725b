import './areas';
import { fallbackMenu } from '@/lib/menu-catalogue';
import * as v from 'valibot';
import { createActor, fromPromise } from 'xstate';
import { authApi } from '@/records/session';
import { loadTimeZone } from './time-zone';
import { configureClient } from '@/lib/api/client';
import { linkKeptWorkToSession } from '@/lib/kept-work';
import { VERSION_FILE } from '@/lib/constants';
import type { ConsoleActors } from '@/lib/session-context';
import * as storage from '@/machines/session-storage';
import { VersionSchema } from '@/records/session';
import { linkTabsToSession, sessionInputFromStorage, sessionMachine } from '@/machines/session';
import { tabsMachine, type Tab } from '@/machines/tabs';
import { versionMachine } from '@/machines/version';
import { configureViews } from '@/lib/resource/view-store';
import { viewsBackend } from '@/records/views';

const VERSION_KEY = 'drama-console:version';

/** Creates the console's actors and points the one HTTP client at the session. */
export function createConsoleActors(): ConsoleActors & { version: ReturnType<typeof createVersionActor> } {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => authApi.login(input)),
        // The business day's zone comes with the menu: figures are drawn in it from the first page.
        loadMenu: fromPromise(async ({ input }) => (await Promise.all([authApi.userMenu(input.roleId), loadTimeZone()]))[0]),
        logout: fromPromise(() => authApi.logout()),
      },
    }),
    { input: { ...sessionInputFromStorage(), fallbackMenu: fallbackMenu() } },
  );

  configureClient({
    getToken: () => session.getSnapshot().context.token,
    getLanguage: () => session.getSnapshot().context.locale,
    // Where the operator is when the session ends: the same user signing in again returns there.
    onSessionEnd: (status) => session.send({ type: 'SESSION_END', status, at: `${window.location.pathname}${window.location.search}` }),
  });

  // The list kit's saved views, kept by the backend (docs/saved-views.md).
  configureViews(viewsBackend);

  const saved = storage.readJson<{ tabs?: Tab[]; active?: string }>('tabList');
  const tabs = createActor(
    tabsMachine.provide({
      actions: { persist: ({ context }) => storage.write('tabList', { tabs: context.tabs, active: context.active }) },
    }),
    { input: { tabs: saved?.tabs, active: saved?.active } },
  );

  // An expired session keeps its tabs aside for its user's return; signing out forgets them, and
  // so does another user's sign-in.
  linkTabsToSession(session, tabs);
  // No typed work lost: an expiry keeps the open forms' values for their user (src/lib/kept-work.ts).
  linkKeptWorkToSession(session);

  session.start();
  tabs.start();
  // The version check (section 4) starts with the first navigation it is told of, not at start-up:
  // reading the stored version is the page's first use of localStorage, which costs its load.
  let version: ReturnType<typeof createVersionActor> | null = null;
  return {
    session,
    tabs,
    get version() {
      if (!version) {
        version = createVersionActor();
        version.start();
      }
      return version;
    },
  };
}

function createVersionActor() {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(VERSION_KEY);
  } catch {
    stored = null;
  }
  return createActor(
    versionMachine.provide({
      actors: {
        fetchVersion: fromPromise(async () => {
          const res = await fetch(`${VERSION_FILE}?t=${Date.now()}`, { cache: 'no-store' });
          if (!res.ok) throw new Error(`version.json: ${res.status}`);
          return v.parse(VersionSchema, await res.json()).version;
        }),
      },
      actions: {
        store: (_, params) => {
          try {
            localStorage.setItem(VERSION_KEY, params.version);
          } catch {
            // Without storage the console still works; it just cannot notice new versions.
          }
        },
        reload: () => window.location.reload(),
      },
    }),
    { input: { stored } },
  );
}
