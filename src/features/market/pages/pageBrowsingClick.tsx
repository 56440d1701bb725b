import { useMemo } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { ReportCard, ReportGrid, ReportPage, compared, numbered, useReport, useReportPeriod, type Dataset } from '@/lib/report';
import type { Option } from '@/lib/resource/types';
import { LANDING_KINDS, marketApi, type PageReport } from '../contract';
import { DATE, measure, useMarketStyles } from '../components/parts';
import { useChangeMarkers } from '@/records/change-markers';

const KIND_OPTIONS: Option[] = LANDING_KINDS.map((value) => ({ value, label: `market.page.kind.${value}` as const }));
const TOTALS = [
  { key: 'views', label: 'market.page.views' },
  { key: 'visitors', label: 'market.page.visitors' },
  { key: 'clicks', label: 'market.page.clicks' },
  { key: 'ctr', label: 'market.page.ctr', kind: 'percent' },
] as const;
const FIGURES = [
  measure('views', 'market.page.views', 'number', 80),
  measure('visitors', 'market.page.visitors', 'number', 90),
  measure('clicks', 'market.page.clicks', 'number', 80),
  measure('ctr', 'market.page.ctr', 'percent', 90),
];

function Body({ data, busy, refresh }: { data: PageReport; busy: boolean; refresh: () => void }) {
  const { t } = useI18n();
  const period = { start: data.start, end: data.end };
  const sets = useMemo(() => {
    const daily: Dataset = { rows: numbered(data.days), category: DATE, measures: FIGURES };
    const pages: Dataset = {
      rows: data.pages,
      category: { key: 'name', label: 'market.page.name', width: 170 },
      details: [{ key: 'kind', label: 'market.page.kind', kind: 'enum', options: KIND_OPTIONS, width: 90 }],
      measures: FIGURES,
    };
    return { daily, pages };
  }, [data]);
  return (
    <ReportGrid>
      <ReportCard title={t('market.page.daily')} dataset={sets.daily} chart={{ type: 'line', series: ['views', 'clicks'], height: 320 }} period={period} exportName="landing-daily" onRefresh={refresh} busy={busy} />
      <ReportCard title={t('market.page.ctrDaily')} dataset={sets.daily} chart={{ type: 'line', series: ['ctr'], height: 320 }} period={period} exportName="landing-ctr" busy={busy} />
      <ReportCard
        wide
        title={t('market.page.table')}
        dataset={sets.pages}
        period={period}
        exportName="landing-pages"
        sortable
        busy={busy}
        extraColumns={[{ key: 'url', label: 'market.page.url', width: 180 }]}
        tableHeight="420px"
      />
    </ReportGrid>
  );
}

/**
 * marketReport/pageBrowsingClick: page views, unique visitors, clicks and click-through rate of
 * the promotion landing pages and the H5 pages opened from them, per day and per page, for all
 * pages or one (`?page=`), against the period before.
 */
export default function PageBrowsingPage() {
  const { t } = useI18n();
  const styles = useMarketStyles();
  const page = String(useReportPeriod().search.page ?? '');
  const report = useReport((p: { start: string; end: string; page?: string }) => marketApi.pages(p), { extra: page ? { page } : {}, fallback: 'last30' });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  const options = report.data.data?.options ?? [];
  return (
    <ReportPage markers={markers}
      heading="market.page.title"
      note="market.page.note"
      report={report}
      figures={(data) => compared(data.figures, TOTALS)}
      filters={
        <Field label={t('market.page.page')}>
          <Select className={styles.select} value={page} onChange={(_, d) => report.setSearch({ page: d.value || undefined })}>
            <option value="">{t('market.page.allPages')}</option>
            {LANDING_KINDS.map((kind) => (
              <optgroup key={kind} label={t(`market.page.kind.${kind}`)}>
                {options
                  .filter((o) => o.kind === kind)
                  .map((o) => (
                    <option key={o.key} value={o.key}>
                      {o.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </Field>
      }
    >
      {(data, busy) => <Body data={data} busy={busy} refresh={report.refresh} />}
    </ReportPage>
  );
}
