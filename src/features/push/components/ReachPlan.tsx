import { useEffect, useRef, useState } from 'react';
import { Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { useLoad } from '@/lib/load';
import { wallClockText } from '@/lib/time-zone';
import { pushApi, type PushAim, type PushReach, type ReachPart } from '../contract';
import { ReachMembersDialog } from './ReachMembersDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  figures: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A waiting group as said: 'HH:mm' on the member's clock, the zone, how many. */
export function waitingLines(reach: PushReach, t: ReturnType<typeof useI18n>['t'], locale: ReturnType<typeof useI18n>['locale']): string[] {
  return reach.waitingGroups.map((g) => t('push.reach.waitingGroup', { count: formatNumber(g.count, locale), time: wallClockText(Date.parse(g.until), g.zone).slice(11), zone: g.zone }));
}

/** The parts of the reach, as their figures say them. */
const PARTS = [
  { part: 'now', label: 'push.reach.now' },
  { part: 'waiting', label: 'push.reach.waiting' },
  { part: 'capped', label: 'push.reach.capped' },
] as const;

/** The aim a key holds (the revision dropped). */
function aimOf(key: string): PushAim {
  const { revision: _revision, ...aim } = JSON.parse(key) as PushAim & { revision: number };
  return aim;
}

/**
 * The reach of the push being written as it will be sent (POST push/v1/reach, counted by the
 * server after quiet hours and the daily cap, docs/safe-push.md): now, waiting, left out.
 */
export function ReachPlan({ aim, ready, onReach, revision = 0 }: { aim: PushAim; ready: boolean; onReach: (reach: PushReach | null) => void; revision?: number }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  // `revision`: counted again after a publish or a test send (the day's deliveries changed).
  const key = ready ? JSON.stringify({ ...aim, revision }) : '';
  // Counted a moment after the last change (typing a time, picking members), then by the server.
  const [debounced, setDebounced] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(key), 250);
    return () => clearTimeout(timer);
  }, [key]);
  const load = useLoad((k: string) => (k ? pushApi.reach(aimOf(k)) : Promise.resolve(null)), debounced);
  const reach = debounced === key && load.state === 'success' ? (load.data ?? null) : null;
  const failed = load.state === 'failure';
  const told = useRef<PushReach | null | undefined>(undefined);
  /** The part whose members are listed (a dialog), for the aim counted. */
  const [listed, setListed] = useState<ReachPart | null>(null);
  useEffect(() => {
    if (told.current === reach) return;
    told.current = reach;
    onReach(reach);
  }, [reach, onReach]);

  if (!ready) return null;
  return (
    <>
      {listed && reach ? <ReachMembersDialog aim={aimOf(debounced)} part={listed} onClose={() => setListed(null)} /> : null}
      <div className={styles.root} role="status" aria-live="polite" data-testid="push-reach-plan" data-now={reach?.now} data-waiting={reach?.waiting} data-capped={reach?.capped}>
        <Text weight="semibold">{t('push.reach.title')}</Text>
        {failed ? (
          <Text>{t('push.reach.failed')}</Text>
        ) : !reach ? (
          <Spinner size="extra-tiny" label={t('engage.audience.reachCounting')} labelPosition="after" />
        ) : (
          <>
            <div className={styles.figures}>
              {PARTS.map(({ part, label }) => {
                const text = t(label, { count: formatNumber(reach[part], locale) });
                // A part with members opens who they are.
                return reach[part] > 0 ? (
                  <Link key={part} as="button" type="button" onClick={() => setListed(part)} data-part={part}>
                    {text}
                  </Link>
                ) : (
                  <Text key={part}>{text}</Text>
                );
              })}
            </div>
            {reach.cappedByPopups > 0 && (
              <Text size={200} className={styles.muted} data-testid="push-reach-capped-popups" data-count={reach.cappedByPopups}>
                {t('push.reach.cappedByPopups', { count: formatNumber(reach.cappedByPopups, locale) })}
              </Text>
            )}
            {waitingLines(reach, t, locale).map((line) => (
              <Text key={line} size={200} className={styles.muted}>
                {line}
              </Text>
            ))}
            <Text size={200} className={styles.muted}>
              {reach.quietHours ? t('push.reach.quiet', { start: reach.quietHours.start, end: reach.quietHours.end }) : t('push.reach.quietOff')}
              {' · '}
              {reach.cap > 0 ? t('push.reach.cap', { cap: formatNumber(reach.cap, locale) }) : t('push.reach.capOff')}
            </Text>
          </>
        )}
      </div>
    </>
  );
}
