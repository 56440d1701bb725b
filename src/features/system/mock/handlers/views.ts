import { now } from '@/mocks/clock';
import { handleCall, ok, refuse } from '@/mocks/http';
import { MAX_VIEWS_PER_PAGE, viewAddCall, viewDeleteCall, viewListCall, viewUpdateCall, type SavedView } from '@/records/views';
import { savedViews } from '../tables';

/*
 * Saved views (docs/saved-views.md): every signed-in user keeps their own; a user never reads,
 * changes or learns of another's (another's view answers 404 as a missing one does). At most one
 * default per user and page: making one the default clears the previous one.
 */

const own = (userId: number, id: number) => {
  const view = savedViews.get(id);
  return view && view.userId === userId ? view : undefined;
};
const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
const byName = (a: SavedView, b: SavedView) => a.pageKey.localeCompare(b.pageKey) || a.name.localeCompare(b.name) || a.id - b.id;

/** Clears the user's other default of the page. */
async function clearDefault(userId: number, pageKey: string, except: number | null, at: string) {
  for (const view of savedViews.filter((v) => v.userId === userId && v.pageKey === pageKey && v.isDefault && v.id !== except)) {
    await savedViews.update(view.id, { isDefault: false, updateTime: at });
  }
}

export const viewHandlers = [
  handleCall(viewListCall, ({ input, user }) =>
    ok(savedViews.filter((v) => v.userId === user.id && (input.pageKey === undefined || v.pageKey === input.pageKey)).sort(byName)),
  ),

  handleCall(viewAddCall, async ({ input, request, user }) => {
    const mine = savedViews.filter((v) => v.userId === user.id && v.pageKey === input.pageKey);
    if (mine.some((v) => sameName(v.name, input.name))) return refuse(request, 'view.nameTaken', 400);
    if (mine.length >= MAX_VIEWS_PER_PAGE) return refuse(request, 'view.tooMany', 400, { max: MAX_VIEWS_PER_PAGE });
    const at = new Date(now()).toISOString();
    if (input.isDefault) await clearDefault(user.id, input.pageKey, null, at);
    const row = await savedViews.insert(
      { id: savedViews.nextId(), userId: user.id, pageKey: input.pageKey, name: input.name, state: input.state, isDefault: input.isDefault ?? false, createTime: at, updateTime: at },
      { id: user.id, name: user.name },
    );
    return ok(row);
  }),

  handleCall(viewUpdateCall, async ({ input, request, user }) => {
    const view = own(user.id, input.id);
    if (!view) return refuse(request, 'view.notFound', 404);
    const name = input.name;
    if (name !== undefined && savedViews.filter((v) => v.userId === user.id && v.pageKey === view.pageKey && v.id !== view.id).some((v) => sameName(v.name, name))) {
      return refuse(request, 'view.nameTaken', 400);
    }
    const at = new Date(now()).toISOString();
    if (input.isDefault) await clearDefault(user.id, view.pageKey, view.id, at);
    const patch: Partial<SavedView> = { updateTime: at };
    if (name !== undefined) patch.name = name;
    if (input.state !== undefined) patch.state = input.state;
    if (input.isDefault !== undefined) patch.isDefault = input.isDefault;
    return ok(await savedViews.update(view.id, patch, { id: user.id, name: user.name }));
  }),

  handleCall(viewDeleteCall, ({ input, request, user }) => {
    if (!own(user.id, input.id)) return refuse(request, 'view.notFound', 404);
    savedViews.remove(input.id, { id: user.id, name: user.name });
    return ok(null);
  }),
];
