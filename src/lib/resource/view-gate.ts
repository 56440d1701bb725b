import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSession } from '../session-context';
import { rememberColumns } from './columns';
import { useViews } from './view-store';
import { columnsOfView, resolveOpening } from './views';
import type { ResourceDef } from './types';
import type { Search } from './url';

/**
 * Whether a list page may open its list yet (docs/saved-views.md). When the page opens, its URL
 * may name a view (`?view=12`) or, holding no filters, call for the user's default view of the
 * page: then the list waits for the user's views (read once a session), writes the view's
 * filters, sort and size into the URL (replacing it) and its columns into the column choice, and
 * opens on that, so the unfiltered list never shows first. Decided once per mount: what the
 * operator does later (the filter bar's 重置) is theirs.
 */
export function useViewGate(def: ResourceDef): boolean {
  const views = useViews();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const userId = useSession((s) => s.context.user?.id);
  const [phase, setPhase] = useState<'waiting' | 'open'>('waiting');
  const going = useRef(false);
  const search = location.search as Search;
  const opening = phase === 'waiting' && views !== null ? resolveOpening(def, search, views) : undefined;
  // Nothing to apply: open now, in this render.
  if (phase === 'waiting' && views !== null && opening === null) setPhase('open');

  useEffect(() => {
    if (phase !== 'waiting' || !opening || going.current) return;
    going.current = true;
    const columns = opening.view ? columnsOfView(def, opening.view) : null;
    if (columns) rememberColumns(def.name, userId, columns);
    const done = () => setPhase('open');
    navigate({ to: location.pathname, search: opening.search as never, replace: true }).then(done, done);
  }, [phase, opening, def, userId, navigate, location.pathname]);

  return phase === 'open';
}
