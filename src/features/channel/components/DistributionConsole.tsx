import { useMemo, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Button, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatMoney, formatNumber } from '@/lib/format';
import { Loaded, useLoad } from '@/lib/load';
import { useGoTo } from '@/lib/navigation';
import { Cell, DataTable, optionText, useOptions } from '@/lib/resource';
import { DateRangeInput } from '@/lib/resource/DateInput';
import { rangeIssue } from '@/lib/resource/dates';
import type { ColumnDef, Row } from '@/lib/resource/types';
import { CHANNEL_OPTIONS, COMPANY_OPTIONS } from '@/records/channels';
import { channelApi } from '../contract';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', gap: '2px', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  figureLabel: { color: tokens.colorNeutralForeground3, margin: 0 },
  figureValue: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  company: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

// The table fits the card at 1280 px in English too (920 px): the channel's company is said under its name.
const COLUMNS: ColumnDef[] = [
  { key: 'channelName', label: 'channel.list.name', width: 190 },
  { key: 'links', label: 'channel.console.links', kind: 'number', width: 90 },
  { key: 'members', label: 'channel.console.members', kind: 'number', width: 100 },
  { key: 'payingMembers', label: 'channel.console.payingMembers', kind: 'number', width: 100 },
  { key: 'recharge', label: 'channel.console.recharge', kind: 'money', width: 120 },
  { key: 'sharePercent', label: 'channel.list.sharePercent', kind: 'percent', width: 80 },
  { key: 'shareAmount', label: 'channel.console.shareAmount', kind: 'money', width: 110 },
];

const text = (x: unknown) => (typeof x === 'string' ? x : '');

/**
 * The distribution console: per channel, for a chosen period (blank: all time) and optionally one
 * company or channel, its promotion links, members acquired, paying members, recharge in yen,
 * share percentage and share amount, with the totals. The query lives in the URL (f.start, f.end,
 * f.companyId, f.channelId) like every list's filters.
 */
export function DistributionConsole({ header }: { header: ReactNode }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const goTo = useGoTo();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const companies = useOptions(COMPANY_OPTIONS);
  const channels = useOptions(CHANNEL_OPTIONS);
  const params = useMemo(
    () => ({ start: text(search['f.start']), end: text(search['f.end']), companyId: text(search['f.companyId']), channelId: text(search['f.channelId']) }),
    [search],
  );
  const range = [params.start, params.end];
  const issue = params.start || params.end ? rangeIssue(range) : null;
  const load = useLoad((p: typeof params) => channelApi.distributionConsole(p.start && p.end ? p : { ...p, start: '', end: '' }), issue ? { ...params, start: '', end: '' } : params);

  const set = (next: Partial<typeof params>) => {
    const merged = { ...params, ...next };
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(search)) if (!k.startsWith('f.')) out[k] = val;
    for (const [k, val] of Object.entries(merged)) if (val) out[`f.${k}`] = val;
    void goTo(location.pathname, out);
  };

  const figure = (label: Parameters<typeof t>[0], value: string) => (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{t(label)}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );

  return (
    <>
      {header}
      <section className={styles.card} aria-label={t('channel.tab.console')}>
        <div className={styles.bar}>
          <Field label={t('channel.console.period')} hint={t('channel.console.allTime')} validationMessage={issue ? t(issue) : undefined}>
            <DateRangeInput label={t('channel.console.period')} value={range} onChange={([start, end]) => set({ start, end })} />
          </Field>
          <Field label={t('channel.list.company')}>
            <Select value={params.companyId} onChange={(_, d) => set({ companyId: d.value, channelId: '' })}>
              <option value="">{t('list.all')}</option>
              {companies.map((o) => (
                <option key={String(o.value)} value={String(o.value)}>
                  {optionText(o, t)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('channel.list.name')}>
            <Select value={params.channelId} onChange={(_, d) => set({ channelId: d.value })}>
              <option value="">{t('list.all')}</option>
              {channels.map((o) => (
                <option key={String(o.value)} value={String(o.value)}>
                  {optionText(o, t)}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={() => set({ start: '', end: '', companyId: '', channelId: '' })}>{t('channel.console.reset')}</Button>
        </div>
        <Text className={styles.note}>{t('channel.console.note')}</Text>
        <Loaded load={load}>
          {(data, busy) => (
            <>
              <dl className={styles.figures} aria-label={t('channel.console.total')}>
                {figure('channel.console.links', formatNumber(data.total.links, locale))}
                {figure('channel.console.members', formatNumber(data.total.members, locale))}
                {figure('channel.console.payingMembers', formatNumber(data.total.payingMembers, locale))}
                {figure('channel.console.recharge', formatMoney(data.total.recharge, locale))}
                {figure('channel.console.shareAmount', formatMoney(data.total.shareAmount, locale))}
              </dl>
              {data.rows.length ? (
                <DataTable
                  columns={COLUMNS}
                  rows={data.rows.map((r) => ({ ...r, id: r.channelId }) as Row)}
                  firstIndex={0}
                  totalRows={data.rows.length}
                  renderCell={(row, column) =>
                    column.key === 'channelName' ? (
                      <>
                        <Cell value={row.channelName} column={column} />
                        <span className={styles.company}>{text(row.companyName)}</span>
                      </>
                    ) : (
                      <Cell value={row[column.key]} column={column} />
                    )
                  }
                  label={t('channel.console.table')}
                  maxHeight="60vh"
                  busy={busy}
                />
              ) : (
                <Text>{t('channel.console.empty')}</Text>
              )}
            </>
          )}
        </Loaded>
      </section>
    </>
  );
}
