import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { Loaded } from '../load';
import { Figures, PeriodBar, ReportLayout, type FigureItem, type FigureKind } from './components';
import type { Report } from './use-report';
import { MarkerSwitch, MarkersProvider, type MarkerSource } from './Markers';

/*
 * The report page scaffold: every statistical report, the market reports and the dashboard are
 * this shape. The period bar (presets, a custom range, the period compared with; the page's own
 * choices beside it: a drama, a page, a channel), a note on how the figures are counted, then the
 * period's data: loading, or the failure with 重试, or the headline figures against the period
 * before and the page's cards (ReportCard: a chart and its table, with Excel export; a period with
 * nothing in it says so instead). The page brings its call (`useReport`) and its cards.
 */

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, display: 'block' },
});

/** A headline figure of a report whose answer carries its figures as `{ current, previous }`. */
export interface FigureSpec<K extends string = string> {
  key: K;
  label: MessageId;
  kind?: FigureKind;
  /** Whether a rise is good news (default) or bad (a refund, a lapse, a cost). */
  goodWhen?: 'up' | 'down';
}

/** The figures named, each this period's against the period before. */
export function compared<K extends string>(figures: { current: Record<NoInfer<K>, number>; previous: Record<NoInfer<K>, number> }, specs: readonly FigureSpec<K>[]): FigureItem[] {
  return specs.map((spec) => ({ ...spec, value: figures.current[spec.key], previous: figures.previous[spec.key] }));
}

export interface ReportBodyProps<T> {
  report: Report<T>;
  /** How the figures are counted, under the period bar. */
  note?: MessageId;
  /** The page's own choices, in the period bar (a drama, a page, a channel). */
  filters?: ReactNode;
  /** A line about the data before its figures (the drama chosen, or that there is none). */
  lead?: (data: T) => ReactNode;
  /** The headline figures (`compared`); none: no figures. */
  figures?: (data: T) => FigureItem[] | null;
  /** The cards: charts with their tables (ReportGrid, ReportCard), as the data arrived; `busy` while a new answer is on its way. */
  children: (data: T, busy: boolean) => ReactNode;
  /** Change markers on the page's time-series charts (./Markers.tsx), with their switch in the period bar. */
  markers?: MarkerSource;
}

/** The scaffold without its landmark: for a report inside another page (the ad records' list, the dashboard). */
export function ReportBody<T>({ report, note, filters, lead, figures, children, markers }: ReportBodyProps<T>) {
  const styles = useStyles();
  const { t } = useI18n();
  const body = (
    <Loaded load={report.data}>
      {(data, busy) => {
        const items = figures?.(data);
        return (
          <>
            {lead?.(data)}
            {items ? <Figures busy={busy} items={items} /> : null}
            {children(data, busy)}
          </>
        );
      }}
    </Loaded>
  );
  return (
    <>
      <PeriodBar period={report.period} previous={report.previous} onChange={report.setPeriod} choices={report.choices}>
        {filters}
        {markers ? <MarkerSwitch /> : null}
      </PeriodBar>
      {note ? <Text className={styles.note}>{t(note)}</Text> : null}
      {markers ? (
        <MarkersProvider source={markers} period={report.period}>
          {body}
        </MarkersProvider>
      ) : (
        body
      )}
    </>
  );
}

/** A report page: its landmark named by `heading` (the page's name), the scaffold, and what follows the report (`after`). */
export function ReportPage<T>({ heading, after, ...body }: ReportBodyProps<T> & { heading: MessageId; after?: ReactNode }) {
  const { t } = useI18n();
  return (
    <ReportLayout title={t(heading)}>
      <ReportBody {...body} />
      {after}
    </ReportLayout>
  );
}
