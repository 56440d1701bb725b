import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Dialog, DialogSurface, Input, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentRegular, SearchRegular, WindowRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import type { PagePath } from '@/lib/api/contract';
import { useGrant } from '@/lib/grants';
import { useLoad } from '@/lib/load';
import { menuLabel, normalizePath, pagePath, type MenuItem } from '@/lib/menu';
import { recordPath, recordSearches, type RecordHit } from '@/lib/records';
import { useSession } from '@/lib/session-context';
import { flatten, rankResults, searchesRecords, type PaletteItem, type PalettePage } from '../machines/palette-rank';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)', padding: 0, alignSelf: 'flex-start', marginTop: '10vh' },
  head: { display: 'flex', padding: tokens.spacingHorizontalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  input: { flexGrow: 1 },
  list: { maxHeight: 'min(420px, 60vh)', overflowY: 'auto', padding: `${tokens.spacingVerticalXS} 0` },
  groupLabel: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  icon: { flexShrink: 0, fontSize: '18px', color: tokens.colorNeutralForeground3 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  main: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sub: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  foot: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

/** The leaves of the user's menu with their group's names. */
function menuPages(menu: readonly MenuItem[]): PalettePage[] {
  const out: PalettePage[] = [];
  const walk = (items: readonly MenuItem[], group: MenuItem | null) => {
    for (const item of items) {
      if (item.children?.length) walk(item.children, item);
      else out.push({ key: normalizePath(item.path), zh: item.name, en: item.nameEn || item.name, groupZh: group?.name ?? '', groupEn: group?.nameEn || group?.name || '' });
    }
  };
  walk(menu, null);
  return out;
}

/** How long typing pauses before the record searches are asked. */
const SEARCH_DELAY_MS = 200;

interface Found {
  hits: Map<string, RecordHit[]>;
  /** Pages whose search failed. */
  failed: string[];
}

/**
 * The command palette (Ctrl+K / Cmd+K): one combobox (the query) driving one listbox (the
 * results, WAI-ARIA's combobox with listbox popup). The focus stays in the input; ↑/↓ move the
 * active option (aria-activedescendant), Enter opens it, Esc closes. It offers the pages of the
 * user's menu by either language's name, and the records the areas' searches find (members by
 * ID, card number, phone or e-mail; dramas by ID or name), asking only the searches whose page
 * the user's menu has: it never offers what the role cannot open. A record opens in its own tab.
 */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const granted = useGrant();
  const menu = useSession((s) => s.context.menu);
  const pages = useMemo(() => menuPages(menu), [menu]);
  const pageNames = useMemo(() => new Map(pages.map((p) => [p.key, locale === 'ZH' ? p.zh : p.en])), [pages, locale]);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  // A fresh start each time it opens.
  useEffect(() => {
    if (open) {
      setQuery('');
      setAsked('');
      setActive(0);
    }
  }, [open]);

  // The record searches run once typing pauses; a newer query cancels the answer of an older one.
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const sources = useMemo(
    () => [...recordSearches()].filter(([page]) => pageNames.has(page) && granted(page as PagePath)),
    [pageNames, granted],
  );
  const found = useLoad<Found, string>(
    async (q) => {
      const hits = new Map<string, RecordHit[]>();
      const failed: string[] = [];
      if (!open || !searchesRecords(q)) return { hits, failed };
      await Promise.all(
        sources.map(async ([page, search]) => {
          try {
            hits.set(page, await search(q.trim()));
          } catch {
            failed.push(page);
          }
        }),
      );
      // In the searches' order, whatever answered first.
      return { hits: new Map(sources.filter(([page]) => hits.has(page)).map(([page]) => [page, hits.get(page)!])), failed };
    },
    asked,
    { onReloadFailed: () => undefined },
  );
  const current = asked === query ? found.data : undefined;
  const searching = searchesRecords(query) && sources.length > 0 && (asked !== query || found.busy);
  const groups = useMemo(() => rankResults(pages, current?.hits ?? new Map(), query), [pages, current, query]);
  const items = useMemo(() => flatten(groups), [groups]);
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const optionId = (item: PaletteItem) => `${listId}-${item.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const activeItem = items[activeIndex];

  useEffect(() => setActive(0), [query, current]);
  useEffect(() => {
    if (!activeItem) return;
    document.getElementById(optionId(activeItem))?.scrollIntoView({ block: 'nearest' });
  }, [activeItem]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    if (item.kind === 'page') void navigate({ to: pagePath(item.page.key) });
    else void navigate({ to: recordPath(item.page, item.hit.id) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!items.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(activeItem);
    }
  };

  const groupLabel = (key: string) => (key === 'pages' ? t('palette.pages') : (pageNames.get(key) ?? key));
  const matchLabel = (hit: RecordHit): MessageId => `palette.match.${hit.match}`;
  const failedNames = (current?.failed ?? []).map((p) => pageNames.get(p) ?? p).join(locale === 'ZH' ? '、' : ', ');
  const status = searching ? t('palette.searching') : items.length ? t('palette.count', { count: items.length }) : t('palette.none');

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={t('palette.title')}>
        <div className={styles.head}>
          <Input
            className={styles.input}
            size="large"
            appearance="underline"
            contentBefore={<SearchRegular aria-hidden />}
            contentAfter={searching ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
            role="combobox"
            aria-label={t('palette.input')}
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(_, d) => setQuery(d.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div ref={listRef} id={listId} role="listbox" aria-label={t('palette.results')} className={styles.list}>
          {groups.map((group) => {
            const labelId = `${listId}-group-${group.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
            return (
              <div key={group.key} role="group" aria-labelledby={labelId}>
                <div id={labelId} className={styles.groupLabel}>
                  {groupLabel(group.key)}
                </div>
                {group.items.map((item) => {
                  const selected = item === activeItem;
                  return (
                    <div
                      key={item.id}
                      id={optionId(item)}
                      role="option"
                      aria-selected={selected}
                      className={mergeClasses(styles.option, selected && styles.active)}
                      // Keep the focus in the input: the listbox is driven from there.
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseMove={() => !selected && setActive(items.indexOf(item))}
                      onClick={() => choose(item)}
                    >
                      {item.kind === 'page' ? <WindowRegular className={styles.icon} aria-hidden /> : <DocumentRegular className={styles.icon} aria-hidden />}
                      {item.kind === 'page' ? (
                        <span className={styles.text}>
                          <span className={styles.main}>{menuLabel({ name: item.page.zh, nameEn: item.page.en }, locale)}</span>
                          <span className={styles.sub}>{locale === 'ZH' ? `${item.page.groupZh} · ${item.page.en}` : `${item.page.groupEn} · ${item.page.zh}`}</span>
                        </span>
                      ) : (
                        <span className={styles.text}>
                          <span className={styles.main}>{item.hit.title}</span>
                          <span className={styles.sub}>
                            {`${t(matchLabel(item.hit))} ${item.hit.value}`}
                            {item.hit.detail ? ` · ${item.hit.detail}` : ''}
                          </span>
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {!items.length && !searching ? <div className={styles.empty}>{t('palette.none')}</div> : null}
        <div className={styles.foot}>
          <Text size={200} role="status" aria-live="polite">
            {status}
            {failedNames ? ` · ${t('palette.failed', { pages: failedNames })}` : ''}
          </Text>
          <Text size={200} aria-hidden>
            {t('palette.hint')}
          </Text>
        </div>
      </DialogSurface>
    </Dialog>
  );
}
