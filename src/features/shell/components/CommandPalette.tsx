import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Dialog, DialogSurface, Input, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, DocumentRegular, SearchRegular, WindowRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import type { PagePath } from '@/lib/api/contract';
import { useGrant } from '@/lib/grants';
import { useLoad } from '@/lib/load';
import { menuLabel, normalizePath, pagePath, type MenuItem } from '@/lib/menu';
import { RECORD_SEARCH_MAX } from '@/lib/record-search';
import { recordPath, recordSearches, type RecordHit } from '@/lib/records';
import { useSession } from '@/lib/session-context';
import { rankResults, searchesRecords, type FoundRecords, type PaletteItem, type PalettePage } from '../machines/palette-rank';

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
  more: { color: tokens.colorBrandForeground1 },
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
  hits: Map<string, FoundRecords>;
  /** Pages whose search failed. */
  failed: string[];
}

/** What the keyboard walks: the results, and each group's "show all" where it shows fewer than it found. */
type Entry = { kind: 'item'; id: string; item: PaletteItem } | { kind: 'more'; id: string; page: string; total: number };

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
  /** Pages whose records the user asked to see all of ("show all"), for the current query. */
  const [expanded, setExpanded] = useState<string[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  /** Where the focus was when the palette opened: it goes back there when the palette closes without opening anything. */
  const returnTo = useRef<HTMLElement | null>(null);
  // The palette mounts open the first time: where the focus was then is read as it first renders,
  // before the dialog moves it into the input.
  const [focusAtMount] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  const lastFocus = useRef<HTMLElement | null>(focusAtMount);

  // While it is closed, where the focus is (the dialog takes it before this component's effects run).
  useEffect(() => {
    if (open) return;
    const outside = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && el !== document.body && !el.closest('[role="dialog"]');
    const track = (e: FocusEvent) => {
      if (outside(e.target instanceof Element ? e.target : null)) lastFocus.current = e.target as HTMLElement;
    };
    if (outside(document.activeElement)) lastFocus.current = document.activeElement;
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [open]);

  // A fresh start each time it opens; the focus back where it was when it closes.
  useEffect(() => {
    if (open) {
      returnTo.current = lastFocus.current;
      setQuery('');
      setAsked('');
      setActive(0);
      setExpanded([]);
      return;
    }
    const target = returnTo.current;
    returnTo.current = null;
    if (!target) return;
    // Fluent's dialog leaves the focus on the page's body as it unmounts after its closing motion
    // (there is no trigger to give it back to): once the focus has left the dialog, put it back
    // where it was, unless it moved on to something else.
    let tries = 0;
    const timer = window.setInterval(() => {
      const now = document.activeElement;
      tries += 1;
      if (now instanceof HTMLElement && now !== document.body && now.isConnected && now.closest('[role="dialog"]') && tries < 40) return;
      window.clearInterval(timer);
      if (target.isConnected && (!now || now === document.body || !now.isConnected)) target.focus();
    }, 25);
    return () => window.clearInterval(timer);
  }, [open]);

  // The record searches run once typing pauses; a newer query cancels the answer of an older one.
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  const changeQuery = (value: string) => {
    setQuery(value);
    setExpanded([]);
  };

  const sources = useMemo(
    () => [...recordSearches()].filter(([page]) => pageNames.has(page) && granted(page as PagePath)),
    [pageNames, granted],
  );
  const found = useLoad<Found, { q: string; all: string[] }>(
    async ({ q, all }) => {
      const hits = new Map<string, FoundRecords>();
      const failed: string[] = [];
      if (!open || !searchesRecords(q)) return { hits, failed };
      await Promise.all(
        sources.map(async ([page, search]) => {
          try {
            hits.set(page, await search(q.trim(), all.includes(page) ? RECORD_SEARCH_MAX : undefined));
          } catch {
            failed.push(page);
          }
        }),
      );
      // In the searches' order, whatever answered first.
      return { hits: new Map(sources.filter(([page]) => hits.has(page)).map(([page]) => [page, hits.get(page)!])), failed };
    },
    { q: asked, all: expanded },
    { onReloadFailed: () => undefined },
  );
  const current = asked === query ? found.data : undefined;
  const searching = searchesRecords(query) && sources.length > 0 && (asked !== query || found.busy);
  const groups = useMemo(() => rankResults(pages, current?.hits ?? new Map(), query, new Set(expanded)), [pages, current, query, expanded]);
  const entries = useMemo(
    () =>
      groups.flatMap((group): Entry[] => [
        ...group.items.map((item): Entry => ({ kind: 'item', id: item.id, item })),
        ...(group.total !== undefined && group.total > group.items.length && !expanded.includes(group.key) ? [{ kind: 'more' as const, id: `more:${group.key}`, page: group.key, total: group.total }] : []),
      ]),
    [groups, expanded],
  );
  const shown = entries.filter((e) => e.kind === 'item').length;
  const foundCount = groups.reduce((sum, group) => sum + (group.total ?? group.items.length), 0);
  const activeIndex = Math.min(active, Math.max(0, entries.length - 1));
  const optionId = (entry: { id: string }) => `${listId}-${entry.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const activeEntry = entries[activeIndex];

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!activeEntry) return;
    document.getElementById(optionId(activeEntry))?.scrollIntoView({ block: 'nearest' });
  }, [activeEntry]);

  const choose = (entry: Entry | undefined) => {
    if (!entry) return;
    if (entry.kind === 'more') {
      // Every record that page's search found, in place; the active option stays where it was.
      setExpanded((all) => [...all, entry.page]);
      return;
    }
    const { item } = entry;
    returnTo.current = null;
    onClose();
    if (item.kind === 'page') void navigate({ to: pagePath(item.page.key) });
    else void navigate({ to: recordPath(item.page, item.hit.id) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!entries.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + entries.length) % entries.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(activeEntry);
    }
  };

  const groupLabel = (key: string) => (key === 'pages' ? t('palette.pages') : (pageNames.get(key) ?? key));
  const matchLabel = (hit: RecordHit): MessageId => `palette.match.${hit.match}`;
  const failedNames = (current?.failed ?? []).map((p) => pageNames.get(p) ?? p).join(locale === 'ZH' ? '、' : ', ');
  // How many it found, and how many of them it shows when fewer (a group's "show all" shows the rest).
  const status = searching
    ? t('palette.searching')
    : !shown
      ? t('palette.none')
      : foundCount > shown
        ? t('palette.found', { found: foundCount, shown })
        : t('palette.count', { count: shown });
  /** The second line of a record: what matched, and what else identifies it (unless it says the same). */
  const recordLine = (hit: RecordHit) => {
    const matched = `${t(matchLabel(hit))} ${hit.value}`;
    return hit.detail && hit.detail !== matched ? `${matched} · ${hit.detail}` : matched;
  };

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
            aria-expanded={entries.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeEntry ? optionId(activeEntry) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(_, d) => changeQuery(d.value)}
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
                {entries
                  .filter((entry) => (entry.kind === 'item' ? (entry.item.kind === 'page' ? 'pages' : entry.item.page) : entry.page) === group.key)
                  .map((entry) => {
                    const selected = entry === activeEntry;
                    const common = {
                      id: optionId(entry),
                      role: 'option',
                      'aria-selected': selected,
                      className: mergeClasses(styles.option, selected && styles.active),
                      // Keep the focus in the input: the listbox is driven from there.
                      onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
                      onMouseMove: () => !selected && setActive(entries.indexOf(entry)),
                      onClick: () => choose(entry),
                    } as const;
                    if (entry.kind === 'more') {
                      return (
                        <div key={entry.id} {...common}>
                          <ChevronDownRegular className={styles.icon} aria-hidden />
                          <span className={mergeClasses(styles.text, styles.more)}>{t('palette.showAll', { count: Math.min(entry.total, RECORD_SEARCH_MAX) })}</span>
                        </div>
                      );
                    }
                    const { item } = entry;
                    return (
                      <div key={entry.id} {...common}>
                        {item.kind === 'page' ? <WindowRegular className={styles.icon} aria-hidden /> : <DocumentRegular className={styles.icon} aria-hidden />}
                        {item.kind === 'page' ? (
                          <span className={styles.text}>
                            <span className={styles.main}>{menuLabel({ name: item.page.zh, nameEn: item.page.en }, locale)}</span>
                            <span className={styles.sub}>{locale === 'ZH' ? `${item.page.groupZh} · ${item.page.en}` : `${item.page.groupEn} · ${item.page.zh}`}</span>
                          </span>
                        ) : (
                          <span className={styles.text}>
                            <span className={styles.main}>{item.hit.title}</span>
                            <span className={styles.sub}>{recordLine(item.hit)}</span>
                          </span>
                        )}
                      </div>
                    );
                  })}
              </div>
            );
          })}
        </div>
        {!shown && !searching ? <div className={styles.empty}>{t('palette.none')}</div> : null}
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
