import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import { ReportCard, ReportGrid, ReportPage, compared, useReport, numbered, type Dataset } from '@/lib/report';
import type { ColumnDef } from '@/lib/resource/types';
import { statisticsApi, type PlatformReport } from '../contract';
import { DEVICE_OPTIONS, PLATFORM_OPTIONS, SHARE, measure, share } from '../components/columns';

const FIGURES = [
  { key: 'activeUsers', label: 'statistics.activeUsers' },
  { key: 'newUsers', label: 'statistics.newUsers' },
] as const;
const SPLIT = [measure('activeUsers', 'statistics.activeUsers'), measure('newUsers', 'statistics.newUsers')];

function dataset(rows: PlatformReport['platforms' | 'deviceTypes' | 'systems' | 'appVersions'], category: ColumnDef, active: number): Dataset {
  return { rows: numbered(rows.map((r) => ({ ...r, share: share(r.activeUsers, active) }))), category, measures: SPLIT };
}

function Body({ data, busy }: { data: PlatformReport; busy: boolean }) {
  const { t } = useI18n();
  const active = data.figures.current.activeUsers;
  const sets = useMemo(
    () => ({
      devices: dataset(data.deviceTypes, { key: 'key', label: 'statistics.deviceType', kind: 'enum', options: DEVICE_OPTIONS, width: 110 }, active),
      platforms: dataset(data.platforms, { key: 'key', label: 'statistics.platform', kind: 'enum', options: PLATFORM_OPTIONS, width: 110 }, active),
      systems: dataset(data.systems, { key: 'key', label: 'statistics.system', width: 120 }, active),
      apps: dataset(data.appVersions, { key: 'key', label: 'statistics.appVersion', width: 110 }, active),
    }),
    [data, active],
  );
  const period = { start: data.start, end: data.end };
  const extra = [SHARE];
  return (
    <ReportGrid>
      <ReportCard title={t('statistics.platform.devices')} dataset={sets.devices} chart={{ type: 'pie', series: ['activeUsers'] }} period={period} exportName="device-types" extraColumns={extra} busy={busy} />
      <ReportCard title={t('statistics.platform.platforms')} dataset={sets.platforms} chart={{ type: 'column', series: ['activeUsers', 'newUsers'] }} period={period} exportName="platforms" extraColumns={extra} busy={busy} />
      <ReportCard title={t('statistics.platform.systems')} dataset={sets.systems} chart={{ type: 'bar', series: ['activeUsers', 'newUsers'], height: 420 }} period={period} exportName="system-versions" extraColumns={extra} sortable busy={busy} />
      <ReportCard title={t('statistics.platform.apps')} dataset={sets.apps} chart={{ type: 'bar', series: ['activeUsers', 'newUsers'], height: 420 }} period={period} exportName="app-versions" extraColumns={extra} sortable busy={busy} />
    </ReportGrid>
  );
}

/**
 * statisticalReport/platformInformationStatistics: the period's active and new users by device
 * type (the chart the label catalogue names), platform, system version and app version, each
 * with its share of the active users.
 */
export default function PlatformStatisticsPage() {
  const report = useReport(statisticsApi.platforms);
  return (
    <ReportPage heading="statistics.platform.title" note="statistics.platform.note" report={report} figures={(data) => compared(data.figures, FIGURES)}>
      {(data, busy) => <Body data={data} busy={busy} />}
    </ReportPage>
  );
}
