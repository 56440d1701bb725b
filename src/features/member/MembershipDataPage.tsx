import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  Button,
  Field,
  Subtitle2,
  Text,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { DateRangeInput } from '@/lib/resource/DateInput';
import { useI18n, type Locale, type MessageId, type Translate } from '@/i18n';
import { formatNumber, isoDay } from '@/lib/format';
import { useNotify } from '@/lib/notify';
import { optionText } from '@/lib/resource';
import { LOGIN_TYPE_OPTIONS, PLATFORM_OPTIONS } from '@/features/member/resources';
import { memberApi, type MemberStats } from '@/features/member/contract';
import type { Option } from '@/lib/resource/types';
import { Loaded, useLoad } from '@/lib/load';

const DAY = 86_400_000;
const PRESETS = [7, 14, 30] as const;
const PRESET_LABEL: Record<(typeof PRESETS)[number], MessageId> = { 7: 'member.stats.last7', 14: 'member.stats.last14', 30: 'member.stats.last30' };
const MAX_DAYS = 366;
const COLORS = ['#0f6cbd', '#e3008c', '#13a10e', '#ca5010', '#8764b8', '#038387'];

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  presets: { display: 'flex', gap: tokens.spacingHorizontalXS },
  custom: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', gap: '2px', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  figureLabel: { color: tokens.colorNeutralForeground3, margin: 0 },
  figureValue: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700, margin: 0 },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  busy: { opacity: 0.6 },
  gap: { marginTop: tokens.spacingVerticalM },
});

interface Period {
  preset: (typeof PRESETS)[number] | null;
  start: string;
  end: string;
}

/** The period in the URL: ?range=7|14|30 (days up to today) or ?range=YYYY-MM-DD~YYYY-MM-DD (the ~ shows as %7E); 7 days by default. */
function periodOf(range: unknown): Period {
  const text = String(range ?? '');
  const custom = /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (custom && !rangeProblem(custom[1], custom[2])) return { preset: null, start: custom[1], end: custom[2] };
  const days = (PRESETS as readonly number[]).includes(Number(text)) ? (Number(text) as Period['preset'] & number) : 7;
  const today = new Date();
  return { preset: days, start: isoDay(new Date(today.getTime() - (days - 1) * DAY)), end: isoDay(today) };
}

/** Section 5: start and end must differ and form a correct range; a period is at most 366 days. */
function rangeProblem(start: string, end: string): MessageId | null {
  if (!start || !end || start >= end) return 'valid.dateRange';
  if ((new Date(end).getTime() - new Date(start).getTime()) / DAY + 1 > MAX_DAYS) return 'member.stats.rangeTooLong';
  return null;
}

/** What every chart shares: no animation, no credits, and its language (per chart: nothing global is changed). */
function base(t: Translate, locale: Locale): Highcharts.Options {
  // Highcharts fills these {placeholders} itself.
  const keep = (name: string) => `{${name}}`;
  return {
    credits: { enabled: false },
    chart: { animation: false, style: { fontFamily: 'inherit' } },
    plotOptions: { series: { animation: false } },
    colors: COLORS,
    lang: {
      locale: locale === 'ZH' ? 'zh-CN' : 'en-US',
      thousandsSep: ',',
      decimalPoint: '.',
      accessibility: {
        chartContainerLabel: t('member.stats.a11yChart', { title: keep('title') }),
        svgContainerLabel: t('member.stats.a11ySvg'),
        defaultChartTitle: t('member.stats.a11yDefaultTitle'),
        legend: {
          legendLabel: t('member.stats.a11yLegend', { legendTitle: keep('legendTitle') }),
          legendLabelNoTitle: t('member.stats.a11yLegendNoTitle', { chartTitle: keep('chartTitle') }),
          legendItem: t('member.stats.a11yLegendItem', { itemName: keep('itemName') }),
        },
        screenReaderSection: { endOfChartMarker: t('member.stats.a11yEnd') },
        chartTypes: {
          lineMultiple: t('member.stats.a11yLineChart', { numSeries: keep('numSeries') }),
          pieSingle: t('member.stats.a11yPieChart', { numPoints: keep('numPoints') }),
        },
        axis: {
          xAxisDescriptionSingular: t('member.stats.a11yXAxis', { names: keep('names[0]'), ranges: keep('ranges[0]') }),
          yAxisDescriptionSingular: t('member.stats.a11yYAxis', { names: keep('names[0]'), ranges: keep('ranges[0]') }),
          rangeFromTo: t('member.stats.a11yRangeFromTo', { rangeFrom: keep('rangeFrom'), rangeTo: keep('rangeTo') }),
          rangeCategories: t('member.stats.a11yRangeCategories', { numCategories: keep('numCategories') }),
        },
        series: {
          summary: {
            line: t('member.stats.a11yLineSeries', { name: keep('series.name'), number: keep('seriesNumber'), count: keep('chart.series.length'), points: keep('series.points.length') }),
            pie: t('member.stats.a11yPieSeries', { name: keep('series.name'), points: keep('series.points.length') }),
          },
        },
      },
    },
  };
}

function lineOptions(data: MemberStats, t: Translate, locale: Locale): Highcharts.Options {
  const b = base(t, locale);
  return {
    ...b,
    chart: { ...b.chart, type: 'line', height: 340 },
    title: { text: t('member.stats.dailyTitle') },
    xAxis: { categories: data.days.map((d) => d.date.slice(5)), tickmarkPlacement: 'on' },
    yAxis: { title: { text: t('member.stats.people') }, allowDecimals: false, min: 0 },
    tooltip: { shared: true },
    legend: { enabled: true },
    series: [
      { type: 'line', name: t('member.stats.newMembers'), data: data.days.map((d) => d.members) },
      { type: 'line', name: t('member.stats.newGuests'), data: data.days.map((d) => d.guests) },
    ],
  };
}

function pieOptions(b: Highcharts.Options, title: string, seriesName: string, slices: Array<{ name: string; y: number }>): Highcharts.Options {
  return {
    ...b,
    chart: { ...b.chart, type: 'pie', height: 320 },
    title: { text: title },
    tooltip: { pointFormat: '{series.name}: <b>{point.y}</b> ({point.percentage:.1f}%)' },
    plotOptions: {
      ...b.plotOptions,
      pie: { animation: false, allowPointSelect: true, cursor: 'pointer', dataLabels: { enabled: true, format: '{point.name}: {point.percentage:.1f}%' } },
    },
    series: [{ type: 'pie', name: seriesName, data: slices.filter((s) => s.y > 0) }],
  };
}

/** A chart; Highcharts' accessibility module names its region after the title. Rebuilt when its options change (language, period). */
function Chart({ options }: { options: Highcharts.Options }) {
  return <HighchartsReact highcharts={Highcharts} options={options} immutable />;
}

function Figure({ caption, value }: { caption: MessageId; value: number }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{t(caption)}</dt>
      <dd className={styles.figureValue}>{formatNumber(value, locale)}</dd>
    </div>
  );
}

const label = (options: Option[], key: string, t: Translate) => optionText(options.find((o) => o.value === key), t) || key;

/** The period's figures and charts; dimmed while another period loads (the old figures stay until then). */
function Statistics({ data, busy }: { data: MemberStats; busy: boolean }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const charts = useMemo(() => {
    return {
      line: lineOptions(data, t, locale),
      devices: pieOptions(
        base(t, locale),
        t('member.stats.deviceTitle'),
        t('member.stats.users'),
        data.platforms.map((p) => ({ name: label(PLATFORM_OPTIONS, p.key, t), y: p.count })),
      ),
      logins: pieOptions(
        base(t, locale),
        t('member.stats.loginTitle'),
        t('member.stats.users'),
        data.loginTypes.map((p) => ({ name: label(LOGIN_TYPE_OPTIONS, p.key, t), y: p.count })),
      ),
    };
  }, [data, t, locale]);

  return (
    <div className={busy ? styles.busy : undefined} aria-busy={busy}>
      <div className={styles.card}>
        <Subtitle2>{t('member.stats.summary')}</Subtitle2>
        <dl className={styles.figures}>
          <Figure caption="member.stats.newUsers" value={data.period.total} />
          <Figure caption="member.stats.newMembers" value={data.period.members} />
          <Figure caption="member.stats.newGuests" value={data.period.guests} />
          <Figure caption="member.stats.totalUsers" value={data.overall.total} />
          <Figure caption="member.stats.totalMembers" value={data.overall.members} />
          <Figure caption="member.stats.totalGuests" value={data.overall.guests} />
          <Figure caption="member.stats.activeVip" value={data.overall.activeVip} />
        </dl>
      </div>
      {data.period.total === 0 ? (
        <div className={mergeClasses(styles.card, styles.state, styles.gap)} role="status">
          <Subtitle2>{t('member.stats.empty')}</Subtitle2>
        </div>
      ) : (
        <div className={styles.charts}>
          <div className={mergeClasses(styles.card, styles.wide)}>
            <Chart options={charts.line} />
          </div>
          <div className={styles.card}>
            <Chart options={charts.devices} />
          </div>
          <div className={styles.card}>
            <Chart options={charts.logins} />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * member/membershipData: new members and new guests per day over a period (7, 14 or 30 days, or
 * a custom range), and who the period's new users are by device type and login method, with the
 * period's and the whole table's figures. The period lives in the URL.
 */
export default function MembershipDataPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const period = useMemo(() => periodOf(search.range), [search.range]);
  // A new period cancels the load in flight: a late answer for an older period is never shown.
  const range = useMemo(() => ({ start: period.start, end: period.end }), [period.start, period.end]);
  const stats = useLoad((p: { start: string; end: string }) => memberApi.statistics(p.start, p.end), range);
  const [draft, setDraft] = useState({ start: period.start, end: period.end });
  const [problem, setProblem] = useState<MessageId | null>(null);
  const loadingRef = useRef(false);
  loadingRef.current = stats.busy;

  useEffect(() => {
    setDraft({ start: period.start, end: period.end });
    setProblem(null);
  }, [period.start, period.end]);

  const go = (range: string | number) => {
    // Section 8: a chart being refreshed is not asked for again at once.
    if (loadingRef.current) {
      notify.warning('msg.chartRefreshing');
      return;
    }
    void navigate({ to: location.pathname, search: { ...search, range } as never });
  };

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    const issue = rangeProblem(draft.start, draft.end);
    setProblem(issue);
    if (!issue) go(`${draft.start}~${draft.end}`);
  };

  return (
    <section className={styles.page} aria-label={t('member.stats.title')}>
      <div className={styles.card}>
        <div className={styles.bar}>
          <Field label={t('member.stats.period')}>
            <div className={styles.presets} role="group" aria-label={t('member.stats.period')}>
              {PRESETS.map((days) => (
                <ToggleButton key={days} checked={period.preset === days} appearance={period.preset === days ? 'primary' : 'secondary'} onClick={() => go(days)}>
                  {t(PRESET_LABEL[days])}
                </ToggleButton>
              ))}
            </div>
          </Field>
          <form className={styles.custom} onSubmit={applyCustom} aria-label={t('member.stats.custom')} noValidate>
            <Field label={{ children: t('member.stats.customRange'), htmlFor: 'stats-range' }} validationMessage={problem ? t(problem) : undefined}>
              <DateRangeInput
                id="stats-range"
                label={t('member.stats.customRange')}
                value={[draft.start, draft.end]}
                onChange={([start, end]) => setDraft({ start, end })}
              />
            </Field>
            <Field label={t('member.stats.custom')}>
              <Button type="submit" appearance={period.preset === null ? 'primary' : 'secondary'} icon={<SearchRegular />}>
                {t('member.stats.apply')}
              </Button>
            </Field>
          </form>
        </div>
        <Text role="status">{t('member.stats.showing', { start: period.start, end: period.end })}</Text>
      </div>

      <Loaded load={stats}>{(data, busy) => <Statistics data={data} busy={busy} />}</Loaded>
    </section>
  );
}
