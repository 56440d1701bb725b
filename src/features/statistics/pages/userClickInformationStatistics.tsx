import { useMemo } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { ReportCard, ReportGrid, ReportPage, compared, useReport, useReportPeriod, numbered, type Dataset } from '@/lib/report';
import { CLICK_PAGES, statisticsApi, type ClickPage, type ClickReport } from '../contract';
import { DATE, ELEMENT_OPTIONS, PAGE_OPTIONS, measure } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

const FIGURES = [
  { key: 'clicks', label: 'statistics.clicks' },
  { key: 'users', label: 'statistics.clickUsers' },
  { key: 'clicksPerUser', label: 'statistics.clicksPerUser' },
] as const;
const SPLIT = [measure('clicks', 'statistics.clicks'), measure('users', 'statistics.clickUsers', 'number', 120)];

function Body({ data, busy, refresh }: { data: ClickReport; busy: boolean; refresh: () => void }) {
  const { t } = useI18n();
  const sets = useMemo(() => {
    const daily: Dataset = { rows: numbered(data.days), category: DATE, measures: SPLIT };
    const pages: Dataset = { rows: numbered(data.pages), category: { key: 'page', label: 'statistics.click.page', kind: 'enum', options: PAGE_OPTIONS, width: 110 }, measures: SPLIT };
    const elements: Dataset = {
      rows: numbered(data.elements),
      category: { key: 'element', label: 'statistics.click.element', kind: 'enum', options: ELEMENT_OPTIONS, width: 140 },
      details: [{ key: 'page', label: 'statistics.click.page', kind: 'enum', options: PAGE_OPTIONS, width: 100 }],
      measures: SPLIT,
    };
    return { daily, pages, elements };
  }, [data]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard wide title={t('statistics.click.daily')} dataset={sets.daily} chart={{ type: 'line', series: ['clicks', 'users'] }} period={period} exportName="clicks-daily" onRefresh={refresh} busy={busy} />
      <ReportCard title={t('statistics.click.pages')} dataset={sets.pages} chart={{ type: 'column', series: ['clicks', 'users'] }} period={period} exportName="clicks-by-page" sortable busy={busy} />
      <ReportCard title={t('statistics.click.elements')} dataset={sets.elements} chart={{ type: 'bar', series: ['clicks'], height: 420 }} period={period} exportName="clicks-by-element" sortable busy={busy} />
    </ReportGrid>
  );
}

const pageOf = (value: unknown): ClickPage | '' => ((CLICK_PAGES as readonly string[]).includes(String(value)) ? (value as ClickPage) : '');

/**
 * statisticalReport/userClickInformationStatistics: what the app's users click, page and element,
 * clicks and clicking users (each once) per day, for all pages or one (in the URL, `?page=`).
 */
export default function ClickStatisticsPage() {
  const { t } = useI18n();
  const page = pageOf(useReportPeriod().search.page);
  const report = useReport((p: { start: string; end: string; page: ClickPage | '' }) => statisticsApi.clicks(p), { extra: { page } });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers}
      heading="statistics.click.title"
      note="statistics.click.note"
      report={report}
      figures={(data) => compared(data.figures, FIGURES)}
      filters={
        <Field label={t('statistics.click.page')}>
          <Select value={page} onChange={(_, d) => report.setSearch({ page: d.value || undefined })}>
            <option value="">{t('statistics.click.allPages')}</option>
            {PAGE_OPTIONS.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {t(o.label!)}
              </option>
            ))}
          </Select>
        </Field>
      }
    >
      {(data, busy) => <Body data={data} busy={busy} refresh={report.refresh} />}
    </ReportPage>
  );
}
