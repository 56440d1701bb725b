import { useMemo } from 'react';
import { Field, Select, Text } from '@fluentui/react-components';
import { fluentTheme, useThemeName, type ThemeName } from '@/lib/theme';
import { useI18n, type MessageId } from '@/i18n';
import { EmptyPeriod, ReportCard, ReportGrid, ReportPage, compared, numbered, useReport, useReportPeriod, type Dataset, type FigureSpec, type Report } from '@/lib/report';
import type { Measure } from '@/lib/report/charts';
import type { ColumnDef, Row } from '@/lib/resource/types';
import { VIP_RETENTION_PERIODS, statisticsApi, type VipReport } from '../contract';
import { DATE, measure } from '../components/columns';
import { useNoteStyles } from '../components/styles';
import { useChangeMarkers } from '@/records/change-markers';

const PERIOD_KEYS = Array.from({ length: VIP_RETENTION_PERIODS }, (_, i) => `p${i + 1}`);
/** The brand colour as red, green, blue: a cell's shade is it at an opacity of its percentage (at most 45%: the theme's text stays readable, dark on light, light on dark). */
const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
const BRAND: Record<ThemeName, string> = { light: rgbOf(fluentTheme('light').colorBrandBackground), dark: rgbOf(fluentTheme('dark').colorBrandBackground) };
const shade = (percent: number, theme: ThemeName) => `rgba(${BRAND[theme]}, ${(0.06 + (Math.min(100, Math.max(0, percent)) / 100) * 0.39).toFixed(3)})`;

/** The cohort table's period columns: 第1期 … 第12期, percentages. */
const COHORT_COLUMNS: Measure[] = PERIOD_KEYS.map((key, i) => measure(key, `statistics.vip.period${i + 1}` as MessageId, 'percent', 52));

const TOTALS: FigureSpec<'newVips' | 'renewals' | 'lapsed' | 'retention7'>[] = [
  { key: 'newVips', label: 'statistics.vip.newVips' },
  { key: 'renewals', label: 'statistics.vip.renewals' },
  { key: 'lapsed', label: 'statistics.vip.lapsed', goodWhen: 'down' },
  { key: 'retention7', label: 'statistics.vip.retention7', kind: 'percent' },
];

/** The period's figures; the 7-day retention once some of its new VIPs are seven days old (else there is nothing to say yet). */
const totals = (data: VipReport) => compared(data.figures, data.days.some((d) => d.retention7 !== null) ? TOTALS : TOTALS.filter((f) => f.key !== 'retention7'));

function Body({ data, busy, report, vipTypeId }: { data: VipReport; busy: boolean; report: Report<VipReport>; vipTypeId: number | null }) {
  const { t } = useI18n();
  const theme = useThemeName();
  const styles = useNoteStyles();
  const sets = useMemo(() => {
    const daily: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [measure('newVips', 'statistics.vip.newVips', 'number', 100), measure('renewals', 'statistics.vip.renewals', 'number', 90), measure('lapsed', 'statistics.vip.lapsed', 'number', 100)],
    };
    const retention: Dataset = {
      rows: numbered(data.days.filter((d) => d.retention7 !== null)),
      category: DATE,
      measures: [measure('retention7', 'statistics.vip.retention7', 'percent', 130)],
    };
    const types: Dataset = {
      rows: data.types.map((x) => ({ ...x, id: x.vipTypeId }) as Row),
      category: { key: 'name', label: 'statistics.vip.type', width: 120 },
      measures: daily.measures,
    };
    const cohorts: Dataset = {
      rows: data.cohorts.map((c, i) => ({ id: i + 1, cohort: c.start, vips: c.vips, ...Object.fromEntries(c.periods.map((p, k) => [PERIOD_KEYS[k], p])) }) as Row),
      category: { key: 'cohort', label: 'statistics.vip.cohort', width: 110 },
      details: [{ key: 'vips', label: 'statistics.vip.cohortVips', kind: 'number', width: 80 }],
      measures: COHORT_COLUMNS,
    };
    return { daily, retention, types, cohorts };
  }, [data]);
  const period = { start: data.start, end: data.end };
  const tone = (row: Row, column: ColumnDef) => {
    if (!PERIOD_KEYS.includes(column.key)) return undefined;
    const value = row[column.key];
    return typeof value === 'number' ? shade(value, theme) : undefined;
  };
  return (
    <ReportGrid>
      <ReportCard wide title={t('statistics.vip.daily')} dataset={sets.daily} chart={{ type: 'line', series: ['newVips', 'renewals', 'lapsed'] }} period={period} exportName="vip-daily" onRefresh={report.refresh} busy={busy} />
      <ReportCard title={t('statistics.vip.retentionDaily')} dataset={sets.retention} chart={{ type: 'column', series: ['retention7'] }} period={period} exportName="vip-retention-7" busy={busy} />
      <ReportCard title={t('statistics.vip.types')} dataset={sets.types} chart={{ type: 'column', series: ['newVips', 'renewals', 'lapsed'] }} period={period} exportName="vip-types" busy={busy} />
      {data.cohortType ? (
        <ReportCard
          wide
          title={t('statistics.vip.cohorts', { name: data.cohortType.name })}
          dataset={sets.cohorts}
          period={period}
          exportName="vip-retention"
          busy={busy}
          tone={tone}
          toolbar={
            <Field label={t('statistics.vip.cohortType')} orientation="horizontal" className={styles.bar}>
              <Select value={String(vipTypeId ?? data.cohortType.id)} onChange={(_, d) => report.setSearch({ vipTypeId: Number(d.value) })}>
                {data.vipTypes.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </Select>
            </Field>
          }
        />
      ) : (
        <section className={styles.card}>
          <Text>{t('statistics.vip.noType')}</Text>
          <EmptyPeriod />
        </section>
      )}
    </ReportGrid>
  );
}

/**
 * statisticalReport/vipStatistics: new, renewed and lapsed VIP subscriptions per day and by VIP
 * type, the 7-day retention, and the retention of one VIP type (`?vipTypeId=`, the first
 * auto-renewing type otherwise) by cohort over 12 periods, shaded by its percentage.
 */
export default function VipStatisticsPage() {
  const { search } = useReportPeriod();
  const asked = Number(search.vipTypeId);
  const vipTypeId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const report = useReport((p: { start: string; end: string; vipTypeId: number | null }) => statisticsApi.vip(p), { extra: { vipTypeId }, fallback: 'last30' });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.vip.title" note="statistics.vip.note" report={report} figures={totals}>
      {(data, busy) => <Body data={data} busy={busy} report={report} vipTypeId={vipTypeId} />}
    </ReportPage>
  );
}
