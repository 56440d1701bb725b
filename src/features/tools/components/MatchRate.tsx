import { Body1Strong, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatCount, formatPercent } from '@/lib/format';
import { Loaded, useLoad } from '@/lib/load';
import { toolsApi, type MatchRow } from '../contract';

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  note: { color: tokens.colorNeutralForeground3 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  item: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  rate: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  counts: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

/**
 * One list of rates (a small summary, not a table: the page's one table is the list's). Each item
 * reads "TikTok · channel: 86.0% (43 / 50)", the counts named for a screen reader.
 */
function Rates({ title, rows, channel }: { title: string; rows: MatchRow[]; channel: boolean }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const id = `match-${channel ? 'channel' : 'platform'}`;
  return (
    <div className={styles.group}>
      <Body1Strong id={id}>{title}</Body1Strong>
      {rows.length ? (
        <ul className={styles.list} aria-labelledby={id} data-match={channel ? 'channel' : 'platform'}>
          {rows.map((r) => {
            const who = channel ? t('tools.matchRate.who', { platform: t(`tools.pixel.platform.${r.platform}`), channel: r.channelName }) : t(`tools.pixel.platform.${r.platform}`);
            return (
              <li key={`${r.platform}:${r.channelId ?? ''}`} className={styles.item} data-platform={r.platform} data-channel={r.channelId ?? undefined} data-attributed={r.attributed} data-matched={r.matched}>
                <Text>{who}</Text>
                <Text className={styles.rate} data-rate>
                  {formatPercent(r.rate * 100, locale, 1)}
                </Text>
                <Text className={styles.counts}>{t('tools.matchRate.counts', { matched: formatCount(r.matched, locale), attributed: formatCount(r.attributed, locale) })}</Text>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text>{t('tools.matchRate.none')}</Text>
      )}
    </div>
  );
}

/**
 * 回传列表's match rate for the list's period (its 回传时间 filter, else the last 30 days): per
 * platform and per channel, members with a postback accepted / members attributed, as the server
 * counts them from the records (postback/v1/matchRate). `stamp` changes after a retry.
 */
export function MatchRate({ start, end, stamp }: { start: string; end: string; stamp: number }) {
  const styles = useStyles();
  const { t } = useI18n();
  const load = useLoad((p: { start: string; end: string; stamp: number }) => toolsApi.matchRate(p.start, p.end), { start, end, stamp });
  return (
    <section className={styles.card} aria-labelledby="match-rate-title" data-match-rate>
      <Subtitle2 as="h2" id="match-rate-title">
        {t('tools.matchRate.title')}
      </Subtitle2>
      <Loaded load={load}>
        {(data) => (
          <>
            <Text className={styles.note}>{t('tools.matchRate.note', { start: data.start, end: data.end })}</Text>
            <Rates title={t('tools.matchRate.byPlatform')} rows={data.platforms} channel={false} />
            <Rates title={t('tools.matchRate.byChannel')} rows={data.channels} channel />
          </>
        )}
      </Loaded>
    </section>
  );
}
