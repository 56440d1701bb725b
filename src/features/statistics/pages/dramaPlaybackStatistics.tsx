import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import { IndicatorPicker, ReportCard, ReportGrid, ReportPage, compared, useIndicators, useReport, numbered, type Dataset, type Indicator, type Report } from '@/lib/report';
import { PLAYBACK_INDICATORS, statisticsApi, type PlaybackReport } from '../contract';
import { DATE, UNLOCK_OPTIONS, measure } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

const INDICATORS: Indicator[] = [
  { key: 'plays', label: 'statistics.plays' },
  { key: 'viewers', label: 'statistics.viewers' },
  { key: 'watchMinutes', label: 'statistics.watchMinutes' },
  { key: 'minutesPerViewer', label: 'statistics.minutesPerViewer' },
  { key: 'completionRate', label: 'statistics.completionRate' },
];
const DEFAULTS = ['plays', 'viewers'];
const FIGURES = [
  { key: 'plays', label: 'statistics.plays' },
  { key: 'viewers', label: 'statistics.viewers' },
  { key: 'watchMinutes', label: 'statistics.watchMinutes' },
  { key: 'minutesPerViewer', label: 'statistics.minutesPerViewer' },
  { key: 'completionRate', label: 'statistics.completionRate', kind: 'percent' },
] as const;
const MEASURES = [
  measure('plays', 'statistics.plays'),
  measure('viewers', 'statistics.viewers'),
  measure('watchMinutes', 'statistics.watchMinutes', 'number', 130),
  measure('minutesPerViewer', 'statistics.minutesPerViewer', 'number', 140),
  measure('completionRate', 'statistics.completionRate', 'percent', 120),
];

function Body({ data, busy, report }: { data: PlaybackReport; busy: boolean; report: Report<PlaybackReport> }) {
  const { t } = useI18n();
  const [selected, setSelected] = useIndicators(report, PLAYBACK_INDICATORS, DEFAULTS, data.maxIndicators);
  const sets = useMemo(() => {
    const trend: Dataset = { rows: numbered(data.days), category: DATE, measures: MEASURES };
    const unlocks: Dataset = {
      rows: numbered(data.unlocks),
      category: { key: 'unlock', label: 'statistics.unlock', kind: 'enum', options: UNLOCK_OPTIONS, width: 110 },
      measures: [measure('plays', 'statistics.plays'), measure('watchMinutes', 'statistics.watchMinutes', 'number', 130)],
    };
    return { trend, unlocks };
  }, [data]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('statistics.playback.trend')}
        dataset={sets.trend}
        chart={{ type: 'line', series: selected }}
        period={period}
        exportName="playback"
        onRefresh={report.refresh}
        busy={busy}
        toolbar={<IndicatorPicker indicators={INDICATORS} selected={selected} max={data.maxIndicators} onChange={setSelected} />}
      />
      <ReportCard title={t('statistics.playback.unlocks')} dataset={sets.unlocks} chart={{ type: 'pie', series: ['plays'] }} period={period} exportName="playback-by-unlock" busy={busy} />
    </ReportGrid>
  );
}

/**
 * statisticalReport/dramaPlaybackStatistics: plays, viewers, watch time and average watch time
 * per viewer over the period, with the trend's indicators the user's choice (at most two), and
 * the plays by how each episode was unlocked.
 */
export default function PlaybackStatisticsPage() {
  const report = useReport(statisticsApi.playback);
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.playback.title" note="statistics.playback.note" report={report} figures={(data) => compared(data.figures, FIGURES)}>
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
