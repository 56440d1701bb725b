import { useCallback, useMemo } from 'react';
import { grantAllows, type Grant } from './api/contract';
import { flattenMenu, normalizePath } from './menu';
import { useSession } from './session-context';

/**
 * Whether the signed-in user's role may make a call of this grant, from the menu the session
 * holds (the pages the role is granted): the console hides what the server would refuse (403).
 * 'self' counts as allowed: the console sends such calls only about the user's own record.
 */
export function useGrant(): (grant: Grant) => boolean {
  const menu = useSession((s) => s.context.menu);
  const pages = useMemo(() => new Set(flattenMenu(menu).map((item) => normalizePath(item.path))), [menu]);
  return useCallback((grant: Grant) => grantAllows(grant, { signedIn: true, pages, own: true }), [pages]);
}
