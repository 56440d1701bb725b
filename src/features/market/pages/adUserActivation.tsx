import { useMemo } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/i18n';
import { ReportBody, ReportCard, ReportGrid, compared, useReport, numbered, type Dataset, type Report } from '@/lib/report';
import { ResourcePage } from '@/lib/resource';
import { queryFromSearch } from '@/lib/resource/url';
import { marketApi, type ActivationReport } from '../contract';
import { DATE, measure } from '../components/parts';
import { promotionRecordResource } from '../resources';
import { useChangeMarkers } from '@/records/change-markers';

const FIGURES = [
  { key: 'records', label: 'market.activation.records' },
  { key: 'clicks', label: 'market.record.clicks' },
  { key: 'views', label: 'market.activation.views' },
  { key: 'activations', label: 'market.record.activations' },
  { key: 'activationRate', label: 'market.activation.rate', kind: 'percent' },
] as const;
const DAILY = [
  measure('activationRate', 'market.activation.rate', 'percent'),
  measure('activations', 'market.record.activations'),
  measure('records', 'market.activation.records'),
  measure('clicks', 'market.record.clicks'),
];

function Summary({ data, busy, refresh }: { data: ActivationReport; busy: boolean; refresh: () => void }) {
  const { t } = useI18n();
  const daily = useMemo<Dataset>(() => ({ rows: numbered(data.days), category: DATE, measures: DAILY }), [data]);
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('market.activation.daily')}
        dataset={daily}
        chart={{ type: 'line', series: ['activationRate', 'activations'], height: 320 }}
        period={{ start: data.start, end: data.end }}
        exportName="activation-daily"
        onRefresh={refresh}
        busy={busy}
        tableHeight="240px"
      />
    </ReportGrid>
  );
}

function Header({ report }: { report: Report<ActivationReport> }) {
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportBody markers={markers} report={report} note="market.activation.note" figures={(data) => compared(data.figures, FIGURES)}>
      {(data, busy) => <Summary data={data} busy={busy} refresh={report.refresh} />}
    </ReportBody>
  );
}

/**
 * marketReport/adUserActivation: the advertising promotion records of a period. The period (in
 * the URL) and the list's filters (in the URL too) drive both the report above (touches, clicks,
 * views, activations and the activation rate against the period before; the rate per day on a
 * chart with its table) and the records below (every field of spec section 3, sort, paging,
 * Excel export of every matching record).
 */
export default function ActivationPage() {
  const search = useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>;
  const searchKey = JSON.stringify(search);
  // The URL's text is what matters, not the object's identity.
  const filters = useMemo(() => {
    const { time: _time, ...rest } = queryFromSearch(promotionRecordResource, JSON.parse(searchKey) as Record<string, unknown>).filters;
    return rest;
  }, [searchKey]);
  const report = useReport((p: { start: string; end: string }) => marketApi.activation(p), { extra: filters, fallback: 'last30' });
  const scope = useMemo(() => ({ time: [report.period.start, report.period.end] }), [report.period.start, report.period.end]);
  return <ResourcePage def={promotionRecordResource} scope={scope} header={<Header report={report} />} />;
}
