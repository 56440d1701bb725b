import { useMemo } from 'react';
import { Button, Field, Select, Text } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { Loaded, useLoad } from '@/lib/load';
import { useGoTo } from '@/lib/navigation';
import { Figures, PERIOD_PARAM, PeriodBar, ReportCard, ReportGrid, ReportLayout, periodParam, useReport, useReportPeriod, numbered, type Dataset } from '@/lib/report';
import type { ColumnDef } from '@/lib/resource/types';
import { statisticsApi, type DramaDetailsReport, type DramaOption } from '../contract';
import { DATE, DRAMAS_PATH, measure } from '../components/columns';
import { useNoteStyles } from '../components/styles';

const EPISODE = { key: 'episodeName', label: 'statistics.details.episode', width: 90 } as const;
const CHARGE: ColumnDef = { key: 'charge', label: 'statistics.details.charge', kind: 'enum', width: 80, options: [{ value: 'paid', label: 'statistics.details.paid' }, { value: 'free', label: 'statistics.details.free' }] };

function Body({ data, busy, report }: { data: DramaDetailsReport; busy: boolean; report: ReturnType<typeof useReport<DramaDetailsReport, { dramaId: number }>> }) {
  const { t } = useI18n();
  const styles = useNoteStyles();
  const now = data.figures.current;
  const before = data.figures.previous;
  const sets = useMemo(() => {
    const episodes: Dataset = {
      rows: numbered(data.episodes.map((e) => ({ episodeName: t('statistics.details.episodeN', { n: e.episode }), charge: e.paid ? 'paid' : 'free', ...e }))),
      category: EPISODE,
      details: [CHARGE],
      measures: [
        measure('views', 'statistics.views'),
        measure('completionRate', 'statistics.completionRate', 'percent', 120),
        measure('dropOff', 'statistics.details.dropOff', 'percent', 150),
        measure('paidUnlocks', 'statistics.paidUnlocks', 'number', 120),
        measure('revenue', 'statistics.revenue', 'money', 120),
      ],
    };
    const daily: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [measure('views', 'statistics.views'), measure('paidUnlocks', 'statistics.paidUnlocks', 'number', 120), measure('revenue', 'statistics.revenue', 'money', 120)],
    };
    return { episodes, daily };
  }, [data, t]);
  if (!data.drama) return <Text>{t('statistics.details.noDrama')}</Text>;
  const period = { start: data.start, end: data.end };
  return (
    <>
      <Text className={styles.note}>
        {t('statistics.details.summary', { released: data.drama.releasedEpisodes, total: data.drama.totalEpisodes, start: data.drama.startChargeEpisode })}
      </Text>
      <Figures
        busy={busy}
        items={[
          { key: 'views', label: 'statistics.views', value: now.views, previous: before.views },
          { key: 'viewers', label: 'statistics.viewers', value: now.viewers, previous: before.viewers },
          { key: 'payingViewers', label: 'statistics.payingViewers', value: now.payingViewers, previous: before.payingViewers },
          { key: 'paidUnlocks', label: 'statistics.paidUnlocks', value: now.paidUnlocks, previous: before.paidUnlocks },
          { key: 'revenue', label: 'statistics.revenue', value: now.revenue, previous: before.revenue, kind: 'money' },
          { key: 'completionRate', label: 'statistics.completionRate', value: now.completionRate, previous: before.completionRate, kind: 'percent' },
        ]}
      />
      <ReportGrid>
        <ReportCard
          wide
          title={t('statistics.details.episodes')}
          dataset={sets.episodes}
          chart={{ type: 'column', series: ['views', 'paidUnlocks'] }}
          period={period}
          exportName={`drama-${data.drama.id}-episodes`}
          busy={busy}
          tableHeight="420px"
        />
        <ReportCard
          wide
          title={t('statistics.details.daily')}
          dataset={sets.daily}
          chart={{ type: 'line', series: ['views', 'revenue'] }}
          period={period}
          exportName={`drama-${data.drama.id}-daily`}
          onRefresh={report.refresh}
          busy={busy}
        />
      </ReportGrid>
    </>
  );
}

/**
 * statisticalReport/dramaDetailsStatistics: one drama (chosen here, or opened from the drama
 * statistics), episode by episode for the period: views, completion, drop-off from the previous
 * episode, paid unlocks from the start-charging episode on, revenue; and its days. The drama and
 * the period are in the URL.
 */
export default function DramaDetailsStatisticsPage() {
  const options = useLoad(statisticsApi.dramaOptions);
  return <Loaded load={options}>{(dramas) => <Details dramas={dramas} />}</Loaded>;
}

/** The report for the drama in the URL (`?dramaId=`), else the first drama. */
function Details({ dramas }: { dramas: DramaOption[] }) {
  const { t } = useI18n();
  const styles = useNoteStyles();
  const goTo = useGoTo();
  const { search } = useReportPeriod();
  const asked = Number(search.dramaId);
  const dramaId = Number.isInteger(asked) && asked > 0 ? asked : (dramas[0]?.id ?? 1);
  const report = useReport((p: { start: string; end: string; dramaId: number }) => statisticsApi.dramaDetails(p), { extra: { dramaId } });
  return (
    <ReportLayout title={t('statistics.details.title')}>
      <PeriodBar period={report.period} previous={report.previous} onChange={report.setPeriod}>
        <Field label={t('statistics.details.drama')}>
          <Select value={String(dramaId)} onChange={(_, d) => report.setSearch({ dramaId: Number(d.value) })} aria-label={t('statistics.details.pick')}>
            {dramas.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {`${d.id} · ${d.name}`}
              </option>
            ))}
          </Select>
        </Field>
        <Button icon={<ArrowLeftRegular />} onClick={() => void goTo(DRAMAS_PATH, { [PERIOD_PARAM]: periodParam(report.period) })}>
          {t('statistics.details.back')}
        </Button>
      </PeriodBar>
      <Text className={styles.note}>{t('statistics.details.note')}</Text>
      <Loaded load={report.data}>{(data, busy) => <Body data={data} busy={busy} report={report} />}</Loaded>
    </ReportLayout>
  );
}
