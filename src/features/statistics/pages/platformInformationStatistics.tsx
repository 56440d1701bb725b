import { useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { Loaded } from '@/lib/load';
import { Figures, PeriodBar, ReportCard, ReportGrid, ReportLayout, useReport, numbered, type Dataset } from '@/lib/report';
import type { ColumnDef } from '@/lib/resource/types';
import { statisticsApi, type PlatformReport } from '../contract';
import { DEVICE_OPTIONS, PLATFORM_OPTIONS, SHARE, measure, share } from '../components/columns';
import { useNoteStyles } from '../components/styles';

const SPLIT = [measure('activeUsers', 'statistics.activeUsers'), measure('newUsers', 'statistics.newUsers')];

function dataset(rows: PlatformReport['platforms' | 'deviceTypes' | 'systems' | 'appVersions'], category: ColumnDef, active: number): Dataset {
  return { rows: numbered(rows.map((r) => ({ ...r, share: share(r.activeUsers, active) }))), category, measures: SPLIT };
}

function Body({ data, busy }: { data: PlatformReport; busy: boolean }) {
  const { t } = useI18n();
  const now = data.figures.current;
  const before = data.figures.previous;
  const sets = useMemo(
    () => ({
      devices: dataset(data.deviceTypes, { key: 'key', label: 'statistics.deviceType', kind: 'enum', options: DEVICE_OPTIONS, width: 110 }, now.activeUsers),
      platforms: dataset(data.platforms, { key: 'key', label: 'statistics.platform', kind: 'enum', options: PLATFORM_OPTIONS, width: 110 }, now.activeUsers),
      systems: dataset(data.systems, { key: 'key', label: 'statistics.system', width: 120 }, now.activeUsers),
      apps: dataset(data.appVersions, { key: 'key', label: 'statistics.appVersion', width: 110 }, now.activeUsers),
    }),
    [data, now.activeUsers],
  );
  const period = { start: data.start, end: data.end };
  const extra = [SHARE];
  return (
    <>
      <Figures
        busy={busy}
        items={[
          { key: 'activeUsers', label: 'statistics.activeUsers', value: now.activeUsers, previous: before.activeUsers },
          { key: 'newUsers', label: 'statistics.newUsers', value: now.newUsers, previous: before.newUsers },
        ]}
      />
      <ReportGrid>
        <ReportCard title={t('statistics.platform.devices')} dataset={sets.devices} chart={{ type: 'pie', series: ['activeUsers'] }} period={period} exportName="device-types" extraColumns={extra} busy={busy} />
        <ReportCard title={t('statistics.platform.platforms')} dataset={sets.platforms} chart={{ type: 'column', series: ['activeUsers', 'newUsers'] }} period={period} exportName="platforms" extraColumns={extra} busy={busy} />
        <ReportCard title={t('statistics.platform.systems')} dataset={sets.systems} chart={{ type: 'bar', series: ['activeUsers', 'newUsers'], height: 420 }} period={period} exportName="system-versions" extraColumns={extra} sortable busy={busy} />
        <ReportCard title={t('statistics.platform.apps')} dataset={sets.apps} chart={{ type: 'bar', series: ['activeUsers', 'newUsers'], height: 420 }} period={period} exportName="app-versions" extraColumns={extra} sortable busy={busy} />
      </ReportGrid>
    </>
  );
}

/**
 * statisticalReport/platformInformationStatistics: the period's active and new users by device
 * type (the chart the label catalogue names), platform, system version and app version, each
 * with its share of the active users.
 */
export default function PlatformStatisticsPage() {
  const { t } = useI18n();
  const styles = useNoteStyles();
  const report = useReport(statisticsApi.platforms);
  return (
    <ReportLayout title={t('statistics.platform.title')}>
      <PeriodBar period={report.period} previous={report.previous} onChange={report.setPeriod} />
      <Text className={styles.note}>{t('statistics.platform.note')}</Text>
      <Loaded load={report.data}>{(data, busy) => <Body data={data} busy={busy} />}</Loaded>
    </ReportLayout>
  );
}
