import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import { ReportCard, ReportGrid, ReportPage, numbered, useReport, type Dataset, type FigureItem } from '@/lib/report';
import { LOGIN_TYPE_OPTIONS, PLATFORM_OPTIONS } from '../resources';
import { memberApi, type MemberStats } from '../contract';
import { useChangeMarkers } from '@/records/change-markers';

const people = (key: string, label: 'member.stats.newMembers' | 'member.stats.newGuests' | 'member.stats.users') => ({ key, label, kind: 'number' as const, width: 110 });

/** The period's new users, members and guests against the period before, and the whole member table's figures. */
const figures = (data: MemberStats): FigureItem[] => [
  { key: 'newUsers', label: 'member.stats.newUsers', value: data.period.total, previous: data.previous.total },
  { key: 'newMembers', label: 'member.stats.newMembers', value: data.period.members, previous: data.previous.members },
  { key: 'newGuests', label: 'member.stats.newGuests', value: data.period.guests, previous: data.previous.guests },
  { key: 'totalUsers', label: 'member.stats.totalUsers', value: data.overall.total },
  { key: 'totalMembers', label: 'member.stats.totalMembers', value: data.overall.members },
  { key: 'totalGuests', label: 'member.stats.totalGuests', value: data.overall.guests },
  { key: 'activeVip', label: 'member.stats.activeVip', value: data.overall.activeVip },
];

/** The charts with their tables. */
function Statistics({ data, busy, refresh }: { data: MemberStats; busy: boolean; refresh: () => void }) {
  const { t } = useI18n();
  const sets = useMemo(() => {
    const daily: Dataset = {
      rows: numbered(data.days),
      category: { key: 'date', label: 'report.column.date', width: 110 },
      measures: [people('members', 'member.stats.newMembers'), people('guests', 'member.stats.newGuests')],
    };
    const devices: Dataset = {
      rows: numbered(data.platforms),
      category: { key: 'key', label: 'member.field.platform', kind: 'enum', options: PLATFORM_OPTIONS, width: 110 },
      measures: [people('count', 'member.stats.users')],
    };
    const logins: Dataset = {
      rows: numbered(data.loginTypes),
      category: { key: 'key', label: 'member.field.loginType', kind: 'enum', options: LOGIN_TYPE_OPTIONS, width: 130 },
      measures: [people('count', 'member.stats.users')],
    };
    return { daily, devices, logins };
  }, [data]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard wide title={t('member.stats.dailyTitle')} dataset={sets.daily} chart={{ type: 'line', series: ['members', 'guests'] }} period={period} exportName="new-members" onRefresh={refresh} busy={busy} />
      <ReportCard title={t('member.stats.deviceTitle')} dataset={sets.devices} chart={{ type: 'pie', series: ['count'] }} period={period} exportName="new-users-by-device" busy={busy} />
      <ReportCard title={t('member.stats.loginTitle')} dataset={sets.logins} chart={{ type: 'pie', series: ['count'] }} period={period} exportName="new-users-by-login" busy={busy} />
    </ReportGrid>
  );
}

/**
 * member/membershipData, on the report kit: new members and new guests per day over a period (the
 * kit's seven periods or a custom range, in the URL), compared with the period before; who the
 * period's new users are by device type and login method; the whole member table's figures. Each
 * chart has its table under it, with Excel export.
 */
export default function MembershipDataPage() {
  const report = useReport((p: { start: string; end: string }) => memberApi.statistics(p.start, p.end));
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="member.stats.title" report={report} figures={figures}>
      {(data, busy) => <Statistics data={data} busy={busy} refresh={report.refresh} />}
    </ReportPage>
  );
}
