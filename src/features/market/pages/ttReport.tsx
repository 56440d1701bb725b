import { useMemo } from 'react';
import { Field, Select, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatCurrency } from '@/lib/format';
import { ReportCard, ReportGrid, ReportPage, compared, numbered, useReport, useReportPeriod, type Dataset, type Measure } from '@/lib/report';
import { marketApi, type TikTokReport } from '../contract';
import { DATE, measure, useMarketStyles } from '../components/parts';
import { useChangeMarkers } from '@/records/change-markers';

/** Spend in yen with the account's currency beside it (¥12,345（US$82.30）), as the order lists show an order's original amount. */
const SPEND: Measure = { ...measure('spendYen', 'market.tiktok.spend', 'money', 140), original: { amount: 'spend', currency: 'currency' } };
/** The tables' measures (short labels where the ad platforms use them: CPA). */
const FIGURES: Measure[] = [
  SPEND,
  measure('impressions', 'market.tiktok.impressions', 'number', 90),
  measure('clicks', 'market.record.clicks', 'number', 60),
  measure('ctr', 'market.tiktok.ctr', 'percent', 56),
  measure('activations', 'market.record.activations', 'number', 70),
  measure('costPerActivation', 'market.tiktok.cpaShort', 'money', 80),
  measure('payments', 'market.tiktok.payments', 'number', 70),
  measure('paymentYen', 'market.tiktok.paymentYen', 'money', 90),
  measure('roas', 'market.tiktok.roas', 'percent', 62),
];

/** The period's totals (spend and cost per activation: a drop is good news). */
const TOTALS = [
  { key: 'spendYen', label: 'market.tiktok.spend', kind: 'money', goodWhen: 'down' },
  { key: 'impressions', label: 'market.tiktok.impressions' },
  { key: 'clicks', label: 'market.record.clicks' },
  { key: 'ctr', label: 'market.tiktok.ctr', kind: 'percent' },
  { key: 'activations', label: 'market.record.activations' },
  { key: 'costPerActivation', label: 'market.tiktok.cpa', kind: 'money', goodWhen: 'down' },
  { key: 'payments', label: 'market.tiktok.payments' },
  { key: 'paymentYen', label: 'market.tiktok.paymentYen', kind: 'money' },
  { key: 'roas', label: 'market.tiktok.roas', kind: 'percent' },
] as const;

function Body({ data, busy, refresh }: { data: TikTokReport; busy: boolean; refresh: () => void }) {
  const { t, locale } = useI18n();
  const styles = useMarketStyles();
  const period = { start: data.start, end: data.end };
  const sets = useMemo(() => {
    const money: Dataset = { rows: numbered(data.days), category: DATE, measures: [SPEND, measure('paymentYen', 'market.tiktok.paymentYen', 'money', 110)] };
    const results: Dataset = { rows: numbered(data.days), category: DATE, measures: [measure('activations', 'market.record.activations', 'number', 80), measure('roas', 'market.tiktok.roas', 'percent', 80)] };
    const campaigns: Dataset = { rows: data.byCampaign, category: { key: 'campaignName', label: 'market.record.campaignName', width: 140 }, measures: FIGURES };
    const daily: Dataset = { rows: numbered(data.days), category: { ...DATE, width: 100 }, measures: FIGURES };
    return { money, results, campaigns, daily };
  }, [data]);
  return (
    <>
      <Text className={styles.note}>{t('market.tiktok.spendOriginal', { amount: formatCurrency(data.spend, data.currency, locale), currency: data.currency })}</Text>
      <ReportGrid>
        <ReportCard title={t('market.tiktok.moneyDaily')} dataset={sets.money} chart={{ type: 'line', series: ['spendYen', 'paymentYen'], height: 320 }} period={period} exportName="tiktok-spend" onRefresh={refresh} busy={busy} />
        <ReportCard title={t('market.tiktok.resultsDaily')} dataset={sets.results} chart={{ type: 'line', series: ['activations', 'roas'], height: 320 }} period={period} exportName="tiktok-results" busy={busy} />
        <ReportCard wide title={t('market.tiktok.byCampaign')} dataset={sets.campaigns} period={period} exportName="tiktok-campaigns" busy={busy} tableHeight="360px" />
        <ReportCard wide title={t('market.tiktok.byDay')} dataset={sets.daily} period={period} exportName="tiktok-days" busy={busy} tableHeight="480px" />
      </ReportGrid>
    </>
  );
}

/**
 * marketReport/ttReport: the TikTok advertising report per campaign and day: the campaigns'
 * totals, and the days of all campaigns or of the one chosen (`?campaign=`): spend (in yen with the account's currency beside it), impressions, clicks,
 * CTR, activations, cost per activation, payments and ROAS; the period's totals against the
 * period before.
 */
export default function TikTokPage() {
  const { t } = useI18n();
  const styles = useMarketStyles();
  const campaignId = String(useReportPeriod().search.campaign ?? '');
  const report = useReport((p: { start: string; end: string; campaignId?: string }) => marketApi.tiktok(p), { extra: campaignId ? { campaignId } : {}, fallback: 'last30' });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  const campaigns = report.data.data?.campaigns ?? [];
  return (
    <ReportPage markers={markers}
      heading="market.tiktok.title"
      note="market.tiktok.note"
      report={report}
      figures={(data) => compared(data.figures, TOTALS)}
      filters={
        <Field label={t('market.record.campaignName')}>
          <Select className={styles.select} value={campaignId} onChange={(_, d) => report.setSearch({ campaign: d.value || undefined })}>
            <option value="">{t('market.tiktok.allCampaigns')}</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
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
