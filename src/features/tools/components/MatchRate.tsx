import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
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
  tables: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  table: {
    borderCollapse: 'collapse',
    minWidth: '280px',
    '& caption': { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
    '& th, & td': { textAlign: 'start', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
    '& td.n': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
});

function Rows({ caption, rows, channel }: { caption: string; rows: MatchRow[]; channel: boolean }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  return (
    <table className={styles.table} data-match={channel ? 'channel' : 'platform'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tools.matchRate.platform')}</th>
          {channel ? <th scope="col">{t('tools.matchRate.channel')}</th> : null}
          <th scope="col">{t('tools.matchRate.attributed')}</th>
          <th scope="col">{t('tools.matchRate.matched')}</th>
          <th scope="col">{t('tools.matchRate.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((r) => (
            <tr key={`${r.platform}:${r.channelId ?? ''}`} data-platform={r.platform} data-channel={r.channelId ?? undefined}>
              <td>{t(`tools.pixel.platform.${r.platform}`)}</td>
              {channel ? <td>{r.channelName}</td> : null}
              <td className="n">{formatCount(r.attributed, locale)}</td>
              <td className="n">{formatCount(r.matched, locale)}</td>
              <td className="n" data-rate>
                {formatPercent(r.rate * 100, locale, 1)}
              </td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={channel ? 5 : 4}>{t('tools.matchRate.none')}</td>
          </tr>
        )}
      </tbody>
    </table>
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
            <div className={styles.tables}>
              <Rows caption={t('tools.matchRate.byPlatform')} rows={data.platforms} channel={false} />
              <Rows caption={t('tools.matchRate.byChannel')} rows={data.channels} channel />
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
