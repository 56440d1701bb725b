import { useMemo } from 'react';
import { Field, Select, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatCurrency } from '@/lib/format';
import { Loaded } from '@/lib/load';
import { Figures, PeriodBar, ReportCard, ReportGrid, ReportLayout, numbered, useReport, useReportPeriod, type Dataset, type Measure } from '@/lib/report';
import { marketApi, type TikTokReport } from '../contract';
import { DATE, measure, useMarketStyles } from '../components/parts';

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

function Body({ data, busy, refresh }: { data: TikTokReport; busy: boolean; refresh: () => void }) {
  const { t, locale } = useI18n();
  const styles = useMarketStyles();
  const now = data.figures.current;
  const before = data.figures.previous;
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
      <Figures
        busy={busy}
        items={[
          { key: 'spendYen', label: 'market.tiktok.spend', value: now.spendYen, previous: before.spendYen, kind: 'money', goodWhen: 'down' },
          { key: 'impressions', label: 'market.tiktok.impressions', value: now.impressions, previous: before.impressions },
          { key: 'clicks', label: 'market.record.clicks', value: now.clicks, previous: before.clicks },
          { key: 'ctr', label: 'market.tiktok.ctr', value: now.ctr, previous: before.ctr, kind: 'percent' },
          { key: 'activations', label: 'market.record.activations', value: now.activations, previous: before.activations },
          { key: 'costPerActivation', label: 'market.tiktok.cpa', value: now.costPerActivation, previous: before.costPerActivation, kind: 'money', goodWhen: 'down' },
          { key: 'payments', label: 'market.tiktok.payments', value: now.payments, previous: before.payments },
          { key: 'paymentYen', label: 'market.tiktok.paymentYen', value: now.paymentYen, previous: before.paymentYen, kind: 'money' },
          { key: 'roas', label: 'market.tiktok.roas', value: now.roas, previous: before.roas, kind: 'percent' },
        ]}
      />
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
  const campaigns = report.data.data?.campaigns ?? [];
  return (
    <ReportLayout title={t('market.tiktok.title')}>
      <PeriodBar period={report.period} previous={report.previous} onChange={report.setPeriod}>
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
      </PeriodBar>
      <Text className={styles.note}>{t('market.tiktok.note')}</Text>
      <Loaded load={report.data}>{(data, busy) => <Body data={data} busy={busy} refresh={report.refresh} />}</Loaded>
    </ReportLayout>
  );
}
