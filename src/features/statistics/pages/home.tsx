import { useEffect, useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Link, MessageBar, MessageBarBody, Subtitle2, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular, ShieldErrorRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { Loaded, useLoad } from '@/lib/load';
import { recordPath } from '@/lib/records';
import { ReportBody, ReportCard, ReportGrid, ReportLayout, compared, numbered, useReport, type DayRange, type Dataset, type FigureSpec, type Measure } from '@/lib/report';
import type { ColumnDef, Option, Row } from '@/lib/resource/types';
import { DASHBOARD_FIGURES, VIEWER_CLASSES, dashboardCall, statisticsApi, type DashboardCompare, type DashboardReport } from '../contract';
import { SameTimeLead, SameTimeSwitch, compareFromParam, COMPARE_PARAM } from '../components/SameTimeSwitch';
import { ORDER_TYPES } from '@/records/orders';
import { copyrightAlertsCall, dramaAlertsApi, type CopyrightAlerts } from '@/records/dramas';
import { useChangeMarkers } from '@/records/change-markers';

/** The drama list: the ranking's and the alerts' dramas open there, in a tab of their own. */
const DRAMA_PAGE = 'theater/shortDramaContent';
/** How many copyright alerts the card lists (the rest are in the drama list). */
const ALERTS_SHOWN = 8;

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  heading: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  alerts: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingVerticalXS },
  alert: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  expired: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  expiring: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

const measure = (key: string, label: MessageId, kind: Measure['kind'] = 'number', width = 120): Measure => ({ key, label, kind, width });
const DATE: ColumnDef = { key: 'date', label: 'report.column.date', width: 110 };
const options = <T extends string>(values: readonly T[], prefix: string): Option[] => values.map((value) => ({ value, label: `${prefix}.${value}` as MessageId }));
const ORDER_TYPE_OPTIONS = options(ORDER_TYPES, 'dashboard.orderType');
const VIEWER_OPTIONS = options(VIEWER_CLASSES, 'dashboard.viewerClass');
const SHARE: ColumnDef = { key: 'share', label: 'report.column.share', kind: 'percent', width: 90 };
const share = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

const FIGURE_LABELS: Record<(typeof DASHBOARD_FIGURES)[number], MessageId> = {
  newUsers: 'dashboard.newUsers',
  paymentCount: 'dashboard.paymentCount',
  payers: 'dashboard.payers',
  paymentAmount: 'dashboard.paymentAmount',
  rechargeOrders: 'dashboard.rechargeOrders',
  vipOrders: 'dashboard.vipOrders',
  reorders: 'dashboard.reorders',
  viewers: 'dashboard.viewers',
};

const TOTALS: FigureSpec<(typeof DASHBOARD_FIGURES)[number]>[] = DASHBOARD_FIGURES.map((key) => ({ key, label: FIGURE_LABELS[key], kind: key === 'paymentAmount' ? 'money' : 'number' }));

/** When the dashboard's answer arrived and when its four charts were on screen (User Timing: `npm run bench` reads the measure). */
export const PAINT_MARK = 'dashboard:data';
export const PAINT_MEASURE = 'dashboard:paint';

async function loadDashboard(range: DayRange & { compare: DashboardCompare }): Promise<DashboardReport> {
  const report = await statisticsApi.dashboard(range);
  performance.clearMarks(PAINT_MARK);
  performance.mark(PAINT_MARK);
  return report;
}

function Body({ data, busy, refresh, canOpenDrama }: { data: DashboardReport; busy: boolean; refresh: () => void; canOpenDrama: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const now = data.figures.current;
  const sets = useMemo(() => {
    const trend: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [
        measure('paymentAmount', 'dashboard.paymentAmount', 'money', 140),
        measure('newUsers', 'dashboard.newUsers'),
        measure('paymentCount', 'dashboard.paymentCount'),
        measure('payers', 'dashboard.payers'),
      ],
    };
    const totalAmount = data.orderTypes.reduce((sum, o) => sum + o.amount, 0);
    const orderTypes: Dataset = {
      rows: numbered(data.orderTypes.map((o) => ({ ...o, share: share(o.amount, totalAmount) }))),
      category: { key: 'type', label: 'dashboard.orderType', kind: 'enum', options: ORDER_TYPE_OPTIONS, width: 140 },
      measures: [measure('amount', 'dashboard.amount', 'money', 140), measure('orders', 'dashboard.orders', 'number', 90)],
    };
    const viewers: Dataset = {
      rows: numbered(data.viewers.map((v) => ({ ...v, share: share(v.viewers, now.viewers) }))),
      category: { key: 'viewerClass', label: 'dashboard.viewerClass', kind: 'enum', options: VIEWER_OPTIONS, width: 120 },
      measures: [measure('viewers', 'dashboard.viewers')],
    };
    const ranking: Dataset = {
      rows: data.ranking.map((d, i) => ({ id: d.dramaId, rank: i + 1, ...d }) as Row),
      category: { key: 'name', label: 'dashboard.dramaName', width: 160 },
      details: [
        { key: 'rank', label: 'dashboard.rank', kind: 'number', width: 70 },
        { key: 'dramaId', label: 'dashboard.dramaId', width: 80 },
      ],
      measures: [measure('views', 'dashboard.views', 'number', 90), measure('viewers', 'dashboard.viewers', 'number', 90)],
    };
    return { trend, orderTypes, viewers, ranking };
  }, [data, now.viewers]);

  // The paint budget: from the answer's arrival to the frame after the four charts are drawn.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (performance.getEntriesByName(PAINT_MARK, 'mark').length) performance.measure(PAINT_MEASURE, PAINT_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [data]);

  const period = { start: data.start, end: data.end };
  const oneDay = data.days.length === 1;
  const openDrama = (row: Row) => (
    <Tooltip content={t('dashboard.openDrama', { name: String(row.name) })} relationship="label">
      <Button size="small" appearance="subtle" icon={<OpenRegular />} onClick={() => void navigate({ to: recordPath(DRAMA_PAGE, Number(row.id)) })} />
    </Tooltip>
  );
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('dashboard.trend')}
        dataset={sets.trend}
        chart={{ type: oneDay ? 'column' : 'line', series: ['paymentAmount', 'newUsers'] }}
        period={period}
        exportName="dashboard"
        onRefresh={refresh}
        busy={busy}
      />
      <ReportCard title={t('dashboard.orderTypes')} dataset={sets.orderTypes} chart={{ type: 'pie', series: ['amount'], height: 280 }} period={period} exportName="dashboard-order-types" extraColumns={[SHARE]} busy={busy} />
      <ReportCard title={t('dashboard.viewerSplit')} dataset={sets.viewers} chart={{ type: 'pie', series: ['viewers'], height: 280 }} period={period} exportName="dashboard-viewers" extraColumns={[SHARE]} busy={busy} />
      <ReportCard
        wide
        title={t('dashboard.ranking')}
        dataset={sets.ranking}
        chart={{ type: 'bar', series: ['views'], height: 360 }}
        period={period}
        exportName="dashboard-ranking"
        rowActions={canOpenDrama ? openDrama : undefined}
        actionsWidth={56}
        busy={busy}
      />
    </ReportGrid>
  );
}

/** The theater's copyright alerts: dramas expired or ending within the alert setting, each opening the drama. */
function CopyrightCard() {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const alerts = useLoad<CopyrightAlerts>(() => dramaAlertsApi.copyrightAlerts());
  const navigate = useNavigate();
  return (
    <section className={styles.card} aria-labelledby="dashboard-copyright">
      <Subtitle2 as="h2" id="dashboard-copyright" className={styles.heading}>
        <ShieldErrorRegular aria-hidden />
        {t('dashboard.copyright.title')}
      </Subtitle2>
      <Loaded load={alerts}>
        {(data) => (
          <>
            <Text className={styles.muted}>{t('dashboard.copyright.hint', { days: data.alertDays })}</Text>
            {data.dramas.length === 0 ? (
              <Text role="status">{t('dashboard.copyright.none')}</Text>
            ) : (
              <ul className={styles.alerts}>
                {data.dramas.slice(0, ALERTS_SHOWN).map((d) => {
                  const to = recordPath(DRAMA_PAGE, d.id);
                  return (
                    <li key={d.id} className={styles.alert}>
                      <Link
                        href={to}
                        onClick={(e) => {
                          e.preventDefault();
                          void navigate({ to });
                        }}
                      >
                        {d.name}
                      </Link>
                      <span className={d.state === 'expired' ? styles.expired : styles.expiring}>
                        {d.state === 'expired' ? t('dashboard.copyright.expired') : t('dashboard.copyright.daysLeft', { days: d.daysLeft })}
                      </span>
                      <span className={styles.muted}>{t('dashboard.copyright.expiry', { time: formatDateTime(d.copyrightExpiry, locale) })}</span>
                    </li>
                  );
                })}
              </ul>
            )}
            {data.dramas.length > ALERTS_SHOWN ? <Text className={styles.muted}>{t('dashboard.copyright.more', { count: data.dramas.length - ALERTS_SHOWN })}</Text> : null}
          </>
        )}
      </Loaded>
    </section>
  );
}

function FiguresBoard({ canOpenDrama }: { canOpenDrama: boolean }) {
  // What today compares with (`?compare=wholeDay`; yesterday up to the same time of day otherwise).
  const compare = compareFromParam(useRouterState({ select: (s) => (s.location.search as Record<string, unknown>)[COMPARE_PARAM] }));
  const report = useReport(loadDashboard, { fallback: 'today', extra: { compare } });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportBody markers={markers}
      report={report}
      note="dashboard.note"
      filters={<SameTimeSwitch period={report.period} compare={compare} onChange={(next) => report.setSearch({ [COMPARE_PARAM]: next === 'wholeDay' ? next : undefined })} />}
      lead={(data) => <SameTimeLead data={data} />}
      figures={(data) => compared(data.figures, TOTALS)}
    >
      {(data, busy) => <Body data={data} busy={busy} refresh={report.refresh} canOpenDrama={canOpenDrama} />}
    </ReportBody>
  );
}

/**
 * /home/index, the dashboard: the seven periods (today by default, in the URL); new users,
 * payment counts, payers, payment amount in yen, golden-bean recharge orders, membership orders,
 * reorders and viewers, each against the period before; payments and new users over the days,
 * paid orders by type, viewers split VIP / golden beans / free, the viewing ranking (top 10 with
 * drama IDs, each opening the drama), and the theater's copyright alerts. Figures are the
 * statistics area's (its dashboard call); a role with no report sees why there are none.
 */
export default function DashboardPage() {
  const { t } = useI18n();
  const can = useGrant();
  const seesFigures = can(dashboardCall.grant);
  const seesDramas = can(copyrightAlertsCall.grant);
  return (
    <ReportLayout title={t('dashboard.title')}>
      {seesFigures ? (
        <FiguresBoard canOpenDrama={seesDramas} />
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('dashboard.noAccess')}</MessageBarBody>
        </MessageBar>
      )}
      {seesDramas ? <CopyrightCard /> : null}
    </ReportLayout>
  );
}
