import { Fragment, useMemo, useRef, useState } from 'react';
import {
  Button,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  ToolbarButton,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  AddSquareMultipleRegular,
  ArrowClockwiseRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  DismissRegular,
  EditRegular,
  SearchRegular,
  TextCollapseRegular,
  TextExpandRegular,
} from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import type { MenuItem } from '@/lib/menu';
import { menuLabel } from '@/lib/menu';
import { ActionBar, ScrollCue, invalidate, resourceApi, useColumnFit, type FitSpec, type Option, type ResourceDef } from '@/lib/resource';
import { FormDialog } from '@/lib/resource/FormDialog';
import { useKeptResourceForm } from '@/lib/resource/kept-form';
import type { Row } from '@/lib/resource/types';
import { useOverflowTips } from '@/lib/overflow-tips';
import type { MenuRow } from '@/features/system/contract';
import { menuResource } from '@/features/system/resources';
import { useActors } from '@/lib/session-context';
import { systemApi } from '@/features/system/contract';
import { Loading, useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  search: { width: '260px', maxWidth: '100%' },
  scroll: { overflow: 'auto', maxHeight: 'calc(100vh - 300px)', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  table: { tableLayout: 'fixed' },
  headRow: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground3 },
  group: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  nameCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflow: 'hidden' },
  indent: { width: '28px', flexShrink: 0 },
  childIndent: { width: '52px', flexShrink: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  icon: { width: '20px', height: '20px', objectFit: 'contain', verticalAlign: 'middle' },
  muted: { color: tokens.colorNeutralForeground3 },
  state: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

/**
 * The tree's columns (those of `menuResource`, then the actions), least widths in px: they fit the
 * card at 1280 px in both languages, the free space shared (`useColumnFit`).
 */
const MENU_COLUMNS: FitSpec[] = [
  { min: 190, grow: true },
  { min: 150, grow: true },
  { min: 60, grow: false },
  { min: 60, grow: false },
  { min: 160, grow: true },
  { min: 70, grow: false },
  { min: 110, grow: true },
  // Edit and add a page: two 24 x 24 buttons.
  { min: 70, grow: false },
];

/** The form: one add or edit, with the parent preset when adding a page to a group. */
interface FormState {
  mode: 'add' | 'edit';
  record: Row | null;
  parent: MenuItem | null;
  /** The values a session's end kept (恢复未保存的内容), when reopened with them. */
  restored?: Record<string, unknown> | null;
}

/** The stored record behind a tree item: what the form edits (the tree leaves out empty fields). */
function menuRow({ id, path, name, nameEn, iconUrl, sort, parentId, version }: MenuItem): MenuRow {
  return { id, path, name, nameEn, iconUrl: iconUrl ?? null, sort: sort ?? 0, parentId: parentId ?? null, version: version ?? 0 };
}

function matches(item: MenuItem, needle: string): boolean {
  return item.name.toLowerCase().includes(needle) || item.nameEn.toLowerCase().includes(needle);
}

/**
 * system/menu: the whole menu tree (GET menu/v1/getAllMenu) as a tree table, groups with their
 * pages. Add a group or a page, edit any item (menu/v1/add, menu/v1/update) with the menu
 * resource's form. The sidebar itself changes at the next sign-in or menu refresh.
 */
export default function MenuPage() {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const { session } = useActors();
  const api = useMemo(() => resourceApi(menuResource), []);
  const menu = useLoad(() => systemApi.menuTree());
  const tree = menu.data;
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<FormState | null>(null);
  const [changed, setChanged] = useState(false);
  // No typed work lost (docs/unsaved-work.md): the form's input kept when a session ended, offered back (the same item for an edit).
  const kept = useKeptResourceForm(menuResource, api, {
    open: Boolean(form),
    openForm: async (record, restored) => {
      setForm({ mode: record ? 'edit' : 'add', record, parent: null, restored });
      return true;
    },
  });

  // Loaded with nothing open: open the first group, so the page shows what a group holds.
  const [shownTree, setShownTree] = useState(tree);
  if (shownTree !== tree) {
    setShownTree(tree);
    if (tree?.length && !expanded.size) setExpanded(new Set([tree[0].id]));
  }

  const groups = useMemo(() => tree ?? [], [tree]);
  const needle = keyword.trim().toLowerCase();
  /** The groups and pages to show: a group matching the search shows all its pages, otherwise only the matching ones. */
  const visible = useMemo(() => {
    if (!needle) return groups;
    return groups
      .map((g) => (matches(g, needle) ? g : { ...g, children: (g.children ?? []).filter((c) => matches(c, needle)) }))
      .filter((g) => matches(g, needle) || (g.children ?? []).length > 0);
  }, [groups, needle]);

  const pageCount = groups.reduce((n, g) => n + (g.children?.length ?? 0), 0);
  const isOpen = (id: number) => Boolean(needle) || expanded.has(id);
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** The menu form, its parent choices being the groups, named in the current language. */
  const def = useMemo<ResourceDef>(() => {
    const parents: Option[] = groups.filter((g) => g.id !== form?.record?.id).map((g) => ({ value: g.id, text: menuLabel(g, locale) }));
    const adding = form?.mode === 'add';
    const parent = form?.parent ?? null;
    const nextSort = (parent ? parent.children ?? [] : groups).reduce((max, item) => Math.max(max, item.sort ?? 0), 0) + 1;
    return {
      ...menuResource,
      fields: menuResource.fields.map((f) => {
        if (f.key === 'parentId') return { ...f, options: parents, initial: adding && parent ? parent.id : undefined };
        if (f.key === 'path' && adding && parent) return { ...f, initial: `${parent.path}/` };
        if (f.key === 'sort' && adding) return { ...f, initial: nextSort };
        return f;
      }),
    };
  }, [groups, form, locale]);

  const parentName = (item: MenuItem) => {
    const parent = groups.find((g) => g.id === item.parentId);
    return parent ? menuLabel(parent, locale) : '—';
  };

  const actions = (item: MenuItem, isGroup: boolean) => (
    <div className={styles.head}>
      <Tooltip content={t('list.edit')} relationship="label">
        <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => setForm({ mode: 'edit', record: menuRow(item), parent: null })} />
      </Tooltip>
      {isGroup ? (
        <Tooltip content={t('system.menu.addChild')} relationship="label">
          <Button size="small" appearance="subtle" icon={<AddSquareMultipleRegular />} onClick={() => setForm({ mode: 'add', record: null, parent: item })} />
        </Tooltip>
      ) : null}
    </div>
  );

  const row = (item: MenuItem, level: 1 | 2, setSize: number, posInSet: number) => {
    const isGroup = level === 1;
    const kids = item.children ?? [];
    const open = isGroup && isOpen(item.id);
    return (
      <TableRow
        key={item.id}
        className={isGroup ? styles.group : undefined}
        aria-level={level}
        aria-setsize={setSize}
        aria-posinset={posInSet}
        aria-expanded={isGroup && kids.length ? open : undefined}
      >
        <TableCell>
          <div className={styles.nameCell}>
            {isGroup ? (
              kids.length ? (
                <Button
                  size="small"
                  appearance="transparent"
                  icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                  aria-label={t(open ? 'system.menu.collapse' : 'system.menu.expand', { name: menuLabel(item, locale) })}
                  onClick={() => toggle(item.id)}
                  disabled={Boolean(needle)}
                />
              ) : (
                <span className={styles.indent} />
              )
            ) : (
              <span className={styles.childIndent} />
            )}
            <span className={styles.ellipsis} data-overflow-tip="">
              {item.name}
            </span>
            {isGroup ? (
              <Text size={200} className={styles.muted}>
                {t('system.menu.childCount', { count: groups.find((g) => g.id === item.id)?.children?.length ?? 0 })}
              </Text>
            ) : null}
          </div>
        </TableCell>
        <TableCell>
          <div className={styles.ellipsis} data-overflow-tip="">
            {item.nameEn}
          </div>
        </TableCell>
        <TableCell>{item.id}</TableCell>
        <TableCell>{item.iconUrl ? <img src={item.iconUrl} alt="" className={styles.icon} /> : <span className={styles.muted}>—</span>}</TableCell>
        <TableCell>
          <div className={mergeClasses(styles.ellipsis, styles.mono)} data-overflow-tip="">
            {item.path}
          </div>
        </TableCell>
        <TableCell>{item.sort ?? 0}</TableCell>
        <TableCell>
          <div className={styles.ellipsis} data-overflow-tip="">
            {isGroup ? <span className={styles.muted}>—</span> : parentName(item)}
          </div>
        </TableCell>
        <TableCell>{actions(item, isGroup)}</TableCell>
      </TableRow>
    );
  };

  const labels = menuResource.columns.map((c) => t(c.label));
  const scrollRef = useRef<HTMLDivElement>(null);
  const fit = useColumnFit(scrollRef, MENU_COLUMNS, `${locale}|${tree ? 1 : 0}|${visible.length ? 1 : 0}`);
  const tips = useOverflowTips();

  return (
    <section className={styles.page} aria-label={t('system.menu.pageTitle')}>
      {changed ? (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('system.menu.sidebarNotice')}</MessageBarBody>
          <MessageBarActions
            containerAction={<Button appearance="transparent" aria-label={t('common.close')} icon={<DismissRegular />} onClick={() => setChanged(false)} />}
          >
            <Button
              size="small"
              onClick={() => {
                session.send({ type: 'REFRESH_MENU' });
                setChanged(false);
              }}
            >
              {t('system.menu.refreshSidebar')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {kept.bar}
      <div className={styles.card}>
        <div className={styles.head}>
          <ActionBar aria-label={t('list.actions')} className={styles.grow}>
            <ToolbarButton appearance="primary" icon={<AddRegular />} onClick={() => setForm({ mode: 'add', record: null, parent: null })}>
              {t('system.menu.addTop')}
            </ToolbarButton>
            <ToolbarButton icon={<TextExpandRegular />} disabled={!groups.length} onClick={() => setExpanded(new Set(groups.map((g) => g.id)))}>
              {t('system.menu.expandAll')}
            </ToolbarButton>
            <ToolbarButton icon={<TextCollapseRegular />} disabled={!expanded.size} onClick={() => setExpanded(new Set())}>
              {t('system.menu.collapseAll')}
            </ToolbarButton>
          </ActionBar>
          <Input
            className={styles.search}
            type="search"
            contentBefore={<SearchRegular />}
            placeholder={t('system.menu.search')}
            aria-label={t('system.menu.search')}
            value={keyword}
            onChange={(_, d) => setKeyword(d.value)}
          />
          <Tooltip content={t('list.refresh')} relationship="label">
            <Button appearance="subtle" icon={menu.state === 'reloading' ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />} disabled={menu.busy} onClick={menu.reload} />
          </Tooltip>
        </div>
        {tree ? (
          <Text size={200} className={styles.muted} role="status">
            {needle ? t('system.menu.matches', { count: visible.reduce((n, g) => n + 1 + (g.children?.length ?? 0), 0) }) : t('system.menu.summary', { groups: groups.length, pages: pageCount })}
          </Text>
        ) : null}
        {menu.state === 'failure' ? (
          <LoadError error={menu.error} onRetry={menu.retry} />
        ) : !tree ? (
          <Loading />
        ) : !visible.length ? (
          <div className={styles.state} role="status">
            <Text>{needle ? t('list.emptyFiltered') : t('list.empty')}</Text>
          </div>
        ) : (
          <>
            <ScrollCue fit={fit} />
            <div ref={scrollRef} className={styles.scroll} {...tips.handlers}>
              <Table className={styles.table} style={{ width: fit.total }} role="treegrid" aria-label={t('system.menu.pageTitle')} size="small">
                <colgroup>
                  {fit.widths.map((w, i) => (
                    <col key={i} style={{ width: `${w}px` }} />
                  ))}
                </colgroup>
                <TableHeader className={styles.headRow}>
                  <TableRow>
                    {labels.map((label) => (
                      <TableHeaderCell key={label}>
                        <span className={styles.ellipsis} data-column-label="" data-overflow-tip="">
                          {label}
                        </span>
                      </TableHeaderCell>
                    ))}
                    <TableHeaderCell>
                      <span className={styles.ellipsis} data-column-label="" data-overflow-tip="">
                        {t('list.actions')}
                      </span>
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {visible.map((g, gi) => (
                    <Fragment key={g.id}>
                      {row(g, 1, visible.length, gi + 1)}
                      {isOpen(g.id) ? (g.children ?? []).map((c, ci) => row(c, 2, g.children?.length ?? 0, ci + 1)) : null}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
              {tips.tooltip}
            </div>
          </>
        )}
      </div>
      {form ? kept.scope(form.restored, (
        <FormDialog
          def={def}
          api={api}
          mode={form.mode}
          record={form.record}
          open
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            const parentId = saved && typeof saved.parentId === 'number' ? saved.parentId : form.parent?.id;
            setForm(null);
            invalidate('menu');
            if (parentId) setExpanded((prev) => new Set(prev).add(parentId));
            setChanged(true);
            menu.reload();
          }}
        />
      )) : null}
    </section>
  );
}
