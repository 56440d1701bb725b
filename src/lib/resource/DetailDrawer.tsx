import { useEffect, useMemo, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { resourceApi } from './api';
import { Cell } from './cells';
import { EmptyState } from './EmptyState';
import { DataTable } from './DataTable';
import { useOptions } from './options';
import { Pagination } from './Pagination';
import { recordEntries } from './record-fields';
import type { ColumnDef, RelatedDef, ResourceDef, Row } from './types';
import { LoadError } from '../load-error';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  section: { marginTop: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The tabs wrap on a phone rather than widen the page.
  tabs: { flexWrap: 'wrap' },
});

function OptionCell({ row, column }: { row: Row; column: ColumnDef }) {
  const options = useOptions(column.options);
  return <Cell value={row[column.key]} column={column} options={options} row={row} />;
}

/** A related list of the record (e.g. a member's payments), paged from its own endpoint. */
function RelatedList({ related, parentId }: { related: RelatedDef; parentId: number }) {
  const { t } = useI18n();
  const api = useMemo(() => resourceApi({ endpoint: related.endpoint, schema: v.looseObject({ id: v.number() }) }), [related.endpoint]);
  const [page, setPage] = useState({ num: 1, size: 10 });
  const [attempt, setAttempt] = useState(0);
  // What was asked for; an answer is kept with the ask it answers, so the list is loading while they differ.
  const asked = `${page.num}|${page.size}|${parentId}|${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; rows: Row[]; total: number; error: unknown }>({ asked: '', rows: [], total: 0, error: null });
  useEffect(() => {
    let alive = true;
    api
      .page({ pageNum: page.num, pageSize: page.size, filters: { [related.parentKey]: parentId } })
      .then((r) => alive && setAnswer({ asked, rows: r.records, total: r.total, error: null }))
      .catch((error: unknown) => alive && setAnswer((s) => ({ ...s, asked, error })));
    return () => {
      alive = false;
    };
  }, [api, page, parentId, related.parentKey, asked]);
  const state = { rows: answer.rows, total: answer.total, loading: answer.asked !== asked, error: answer.asked === asked ? answer.error : null };
  if (state.error) {
    return (
      <LoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
    );
  }
  return (
    <div>
      {state.loading && !state.rows.length ? <Spinner size="small" /> : null}
      {!state.loading && !state.rows.length ? <EmptyState /> : null}
      {state.rows.length ? (
        <DataTable
          columns={related.columns}
          rows={state.rows}
          firstIndex={(page.num - 1) * page.size}
          totalRows={state.total}
          label={t(related.title)}
          maxHeight="320px"
          busy={state.loading}
          renderCell={(row, column) => <OptionCell row={row} column={column} />}
        />
      ) : null}
      {state.total > page.size ? (
        <Pagination page={page.num} size={page.size} total={state.total} sizes={[10, 20, 50]} label={t(related.title)} onChange={(num, size) => setPage({ num, size })} />
      ) : null}
    </div>
  );
}

/**
 * Every field of a record, and its related lists in tabs (the detail drawer's body, and a record
 * tab's: RecordView): the list's columns and the form's fields (recordEntries, ./record-fields.ts),
 * so the record says what the list and the form say. `extra` follows the fields.
 */
/** A tab of a record's own beside its fields and related lists (a member's attribution trail). */
export interface RecordTab {
  value: string;
  label: string;
  render(): ReactNode;
}

/**
 * A record's fields, its related lists and the page's own tabs. The tab shown is the detail's
 * own (another record opens on its fields), or the caller's when it passes `tab` and `onTab` (a
 * record page keeps it in its URL: ?tab=trail); an unknown tab shows the fields.
 */
export function RecordDetail({ def, row, extra, tabs = [], tab: chosen, onTab }: { def: ResourceDef; row: Row; extra?: ReactNode; tabs?: RecordTab[]; tab?: string; onTab?: (tab: string) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [own, setOwn] = useState('fields');
  // Another record opens on its fields.
  const [shownId, setShownId] = useState(row.id);
  if (shownId !== row.id) {
    setShownId(row.id);
    setOwn('fields');
  }
  const related = def.related ?? [];
  const known = (value: string | undefined): value is string => value === 'fields' || related.some((r) => r.endpoint === value) || tabs.some((x) => x.value === value);
  const tab = onTab ? (known(chosen) ? chosen : 'fields') : own;
  const setTab = onTab ?? setOwn;
  return (
    <>
      {related.length || tabs.length ? (
        <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(String(d.value))}>
          <Tab value="fields">{t('detail.fields')}</Tab>
          {related.map((r) => (
            <Tab key={r.endpoint} value={r.endpoint}>
              {t(r.title)}
            </Tab>
          ))}
          {tabs.map((x) => (
            <Tab key={x.value} value={x.value}>
              {x.label}
            </Tab>
          ))}
        </TabList>
      ) : null}
      {tab === 'fields' ? (
        <div className={styles.section}>
          <dl className={styles.grid}>
            {recordEntries(def, row).map(({ column, value }) => (
              <div key={column.key} style={{ display: 'contents' }} data-field={column.key}>
                <dt className={styles.term}>{t(column.label)}</dt>
                <dd className={styles.value}>
                  <OptionCell row={{ ...row, [column.key]: value }} column={column} />
                </dd>
              </div>
            ))}
          </dl>
          {extra}
        </div>
      ) : tabs.some((x) => x.value === tab) ? (
        <div className={styles.section}>{tabs.find((x) => x.value === tab)?.render()}</div>
      ) : (
        <div className={styles.section}>
          {related
            .filter((r) => r.endpoint === tab)
            .map((r) => (
              <RelatedList key={r.endpoint} related={r} parentId={row.id} />
            ))}
        </div>
      )}
    </>
  );
}

/** Every field of a record, and its related lists. */
export function DetailDrawer({ def, row, onClose, extra }: { def: ResourceDef; row: Row | null; onClose: () => void; extra?: ReactNode }) {
  const { t } = useI18n();
  return (
    <OverlayDrawer position="end" size="large" open={row !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('detail.title', { name: t(def.title) })}
          {row ? ` · ${String(row[def.labelKey] ?? row.id)}` : ''}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{row ? <RecordDetail def={def} row={row} extra={extra} /> : null}</DrawerBody>
    </OverlayDrawer>
  );
}
