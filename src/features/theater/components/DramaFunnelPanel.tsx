import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useI18n } from '@/i18n';
import { ReportBody, useReport } from '@/lib/report';
import { FunnelCard, FunnelLead, funnelFigures } from '@/records/DramaFunnel';
import { funnelApi } from '@/records/funnel';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

/**
 * The drama's paywall funnel on its record tab (issue #23, docs/drama-funnel.md): the report kit's
 * period bar (the period in the tab's URL, compared with the one of the same length before), the
 * funnel's sentences and figures, and its card; counted by the statistics area
 * (statistics/v1/dramaFunnel, its contract). Loaded on its own, so the record tab's first chunk
 * carries no Highcharts.
 */
export default function DramaFunnelPanel({ dramaId }: { dramaId: number }) {
  const { t } = useI18n();
  const styles = useStyles();
  const headingId = useId();
  const report = useReport((p: { start: string; end: string; dramaId: number }) => funnelApi.funnel(p), { extra: { dramaId } });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('funnel.title')}
      </Subtitle2>
      <ReportBody report={report} note="funnel.note" lead={(data) => <FunnelLead data={data} />} figures={funnelFigures}>
        {(data, busy) =>
          data.drama ? (
            <FunnelCard data={data} busy={busy} exportName={`drama-${data.drama.id}-funnel`} loadOrders={(episode) => funnelApi.orders({ start: data.start, end: data.end, dramaId, episode })} />
          ) : null
        }
      </ReportBody>
    </section>
  );
}
