import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { I18nProvider, type Locale } from '@/i18n';
import { TOASTER_ID } from '@/lib/notify';
import { ActorsContext, type ConsoleActors } from '@/lib/session-context';

/*
 * Rendering the console's parts in jsdom (tests whose first line is `// @vitest-environment jsdom`),
 * as the console mounts them: under the language, Fluent's theme and the toaster, and (for a
 * page) a memory router at the page's path and, when the page reads the session, a stand-in for
 * the console's actors. One place for what each such test used to set up by itself.
 */

// jsdom has no ResizeObserver; Fluent's overflow and positioning helpers only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export interface RenderOptions {
  /** The console's language (default ZH). */
  locale?: Locale;
  /** The session and tab actors the page reads (useActors, useSession): `actorsStub` or real ones. */
  actors?: ConsoleActors;
}

/** The providers the console mounts every page under: the language, the theme and the toaster. */
export function Providers({ locale = 'ZH', actors, children }: RenderOptions & { children: ReactNode }) {
  const tree = (
    <I18nProvider locale={locale}>
      <FluentProvider theme={webLightTheme}>
        <Toaster toasterId={TOASTER_ID} />
        {children}
      </FluentProvider>
    </I18nProvider>
  );
  return actors ? <ActorsContext value={actors}>{tree}</ActorsContext> : tree;
}

/** Renders a part (a field, a bar, a dialog that needs no router) under the console's providers. */
export function renderUi(ui: ReactNode, options: RenderOptions = {}): RenderResult {
  return render(<Providers {...options}>{ui}</Providers>);
}

/**
 * Renders a page (or a dialog that marks its page dirty by path) as the console does: under a
 * memory router at `path`, inside the providers. `extra` is mounted beside the router (a
 * confirmation host).
 */
export function renderPage(Page: () => ReactNode, path: string, options: RenderOptions & { extra?: ReactNode } = {}): RenderResult {
  const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: [path] }) });
  return renderUi(
    <>
      {options.extra}
      <RouterProvider router={router} />
    </>,
    options,
  );
}

/**
 * A stand-in for the console's actors: a session whose snapshot's context is `context` (the
 * user, the menu: what pages read of it) and which records what is sent to it, and an empty tab
 * strip. Enough for pages that read the session; not the machines themselves.
 */
export function actorsStub(context: Record<string, unknown> = {}): { actors: ConsoleActors; sent: unknown[] } {
  const sent: unknown[] = [];
  const subscribe = () => ({ unsubscribe() {} });
  // Snapshots are stable objects, as an actor's are between changes (useSelector reads them often).
  const snapshot = { context };
  const tabsSnapshot = { context: { tabs: [] } };
  const session = { subscribe, getSnapshot: () => snapshot, send: (event: unknown) => sent.push(event) };
  const tabs = { subscribe, getSnapshot: () => tabsSnapshot, send() {} };
  return { actors: { session, tabs } as unknown as ConsoleActors, sent };
}
