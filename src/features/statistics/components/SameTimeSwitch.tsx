import { Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import type { Period } from '@/lib/report/period';
import { dayOffsetLabel, useTimeZone, wallClockText } from '@/lib/time-zone';
import type { DashboardCompare, DashboardReport } from '../contract';

export { COMPARE_PARAM, compareFromParam } from './same-time';

const useStyles = makeStyles({
  lead: { color: tokens.colorNeutralForeground2 },
  switch: { alignSelf: 'flex-end' },
});

/**
 * The dashboard's switch, beside the period when it is today: compare today so far with yesterday
 * up to the same time of day (off, the default) or with the whole of yesterday (on).
 */
export function SameTimeSwitch({ period, compare, onChange }: { period: Period; compare: DashboardCompare; onChange: (next: DashboardCompare) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  if (period.preset !== 'today') return null;
  return (
    <Switch
      className={styles.switch}
      data-testid="compare-whole-day"
      label={t('dashboard.compare.wholeDay')}
      checked={compare === 'wholeDay'}
      onChange={(_, d) => onChange(d.checked ? 'wholeDay' : 'sameTime')}
    />
  );
}

/** What today's figures are compared with, when it is part of yesterday: from its start up to the same time of day. */
export function SameTimeLead({ data }: { data: DashboardReport }) {
  const styles = useStyles();
  const { t } = useI18n();
  const zone = useTimeZone();
  if (!data.previousUntil) return null;
  const until = wallClockText(Date.parse(data.previousUntil), zone);
  return (
    <Text as="p" block className={styles.lead} data-testid="compare-same-time">
      {t('dashboard.compare.sameTime', { day: data.previousStart, time: until.slice(11), offset: dayOffsetLabel(data.previousStart, zone) })}
    </Text>
  );
}
