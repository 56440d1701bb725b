import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import type { SavedView as SavedViewShape, ViewState as ViewStateShape, ViewsBackend } from '@/lib/resource/view-store';
import { nameRule } from '@/lib/text';

/*
 * Saved views (a shared record): a user's named filters, sort, columns and page size of one list
 * page, one of them the page's default. Every list page built on the resource kit offers them
 * (src/lib/resource/ViewsMenu.tsx); the system area's mock keeps them, each user's own.
 * docs/saved-views.md.
 */

const m = (id: MessageId) => id;
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A list page's key: its resource's name ('member', 'rechargeOrder'). */
export const PageKeySchema = v.pipe(v.string(), v.maxLength(80), v.regex(/^[A-Za-z][\w.-]{0,79}$/, m('valid.invalid')));
/** A view's name: 1 to 30 characters as seen, no invisible characters, trimmed. */
export const ViewNameSchema = nameRule(1, 30, m('view.nameRule'));
/** At most this many views per user and page. */
export const MAX_VIEWS_PER_PAGE = 20;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/**
 * What a view holds: the list's filters as the URL writes them (`f.<key>` values: a date range is
 * `start~end`), the sort (`field.asc` / `field.desc`, null for the list's default), the columns
 * shown in their order (null: the page's own choice) and the page size (null: the list's first).
 */
export const ViewStateSchema: v.GenericSchema<ViewStateShape> = v.object({
  filters: v.pipe(
    v.record(Text(60), Text(400)),
    v.check((f) => Object.keys(f).length <= 40, m('valid.invalid')),
  ),
  sort: v.nullable(v.pipe(v.string(), v.maxLength(70), v.regex(/^[\w-]{1,60}\.(asc|desc)$/, m('valid.invalid')))),
  columns: v.nullable(v.pipe(v.array(Text(60)), v.maxLength(100))),
  pageSize: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
export type ViewState = ViewStateShape;

/** One saved view: its owner's, on one list page. */
export const SavedViewSchema: v.GenericSchema<SavedViewShape> = v.object({
  id: v.number(),
  /** The user it belongs to: only they see it. */
  userId: v.number(),
  pageKey: v.string(),
  name: v.string(),
  state: ViewStateSchema,
  /** Applied when the page opens with no filters in its URL; at most one per user and page. */
  isDefault: v.boolean(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type SavedView = SavedViewShape;
export const VIEW_TABLE = 'savedViews';

export const viewListCall = defineCall({
  method: 'POST',
  path: 'view/v1/list',
  request: v.object({ pageKey: v.optional(PageKeySchema) }),
  response: v.array(SavedViewSchema),
  access: 'read',
  grant: 'signed-in',
  summary: "The signed-in user's saved views, of one list page (`pageKey`) or of all, by name. Never another user's.",
});

export const viewAddCall = defineCall({
  method: 'POST',
  path: 'view/v1/add',
  request: v.object({ pageKey: PageKeySchema, name: ViewNameSchema, state: ViewStateSchema, isDefault: v.optional(v.boolean()) }),
  response: SavedViewSchema,
  access: 'write',
  grant: 'signed-in',
  summary: 'Saves the current filters, sort, columns and page size of a list page as a view of the signed-in user.',
  notes: `A name already used by another of the user's views of the page is refused (view.nameTaken); at most ${MAX_VIEWS_PER_PAGE} views per user and page (view.tooMany). \`isDefault\` makes it the page's default and clears the previous one.`,
});

export const viewUpdateCall = defineCall({
  method: 'POST',
  path: 'view/v1/update',
  request: v.object({ id: Id, name: v.optional(ViewNameSchema), state: v.optional(ViewStateSchema), isDefault: v.optional(v.boolean()) }),
  response: SavedViewSchema,
  access: 'write',
  grant: 'signed-in',
  summary: "Renames a view of the signed-in user, replaces its state, or makes it (or stops it being) the page's default.",
  notes: "Another user's view answers 404 as a missing one does. Making a view the default clears the page's previous default.",
});

export const viewDeleteCall = defineCall({
  method: 'POST',
  path: 'view/v1/delete',
  request: v.object({ id: Id }),
  response: v.unknown(),
  access: 'write',
  grant: 'signed-in',
  summary: 'Deletes a view of the signed-in user.',
  notes: "Another user's view answers 404 as a missing one does.",
});

/** The calls as the list kit takes them (src/lib/resource/view-store.ts; src/app configures it). */
export const viewsBackend: ViewsBackend = {
  list: () => viewListCall.send({}),
  add: (input) => viewAddCall.send(input),
  update: (input) => viewUpdateCall.send(input),
  remove: (id) => viewDeleteCall.send({ id }),
};
