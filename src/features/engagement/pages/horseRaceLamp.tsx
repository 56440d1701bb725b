import { useEffect, useState } from 'react';
import { Button, Radio, RadioGroup, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular, MegaphoneRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { ResourcePage } from '@/lib/resource';
import { onInvalidate } from '@/lib/resource/options';
import { TICKER_ENDPOINT, engagementApi } from '../contract';
import { tickerResource } from '../resources/ticker';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  hint: { color: tokens.colorNeutralForeground3 },
  // The app's bar: a speaker and the messages scrolling right to left.
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorNeutralForeground1,
    maxWidth: '640px',
  },
  viewport: { overflow: 'hidden', whiteSpace: 'nowrap', flexGrow: 1, minWidth: 0 },
  track: {
    display: 'inline-block',
    paddingLeft: '100%',
    animationName: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none', paddingLeft: 0, whiteSpace: 'normal' },
  },
  paused: { animationPlayState: 'paused' },
  item: { marginRight: '48px' },
  order: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: '2px' },
});

/**
 * The ticker as the app scrolls it now (ticker/v1/preview): the enabled messages inside their
 * display window, highest weight first, in the language chosen here (the app's two content
 * languages). It follows the list: every add, edit, delete or switch reloads it. The strip can be
 * paused (and stands still for those who ask for reduced motion); the order is listed beside it.
 */
function TickerPreview() {
  const styles = useStyles();
  const { t } = useI18n();
  const preview = useLoad(() => engagementApi.tickerPreview());
  const { reload } = preview;
  const [lang, setLang] = useState<'zh' | 'ja'>('zh');
  const [paused, setPaused] = useState(false);
  useEffect(() => onInvalidate((endpoint) => endpoint === TICKER_ENDPOINT && reload()), [reload]);

  const data = preview.data;
  const items = data?.items ?? [];
  const textOf = (item: { content: string; contentJa: string }) => (lang === 'ja' ? item.contentJa || item.content : item.content);
  const length = items.reduce((n, item) => n + textOf(item).length, 0);
  return (
    <section className={styles.card} aria-labelledby="ticker-preview-title" data-testid="ticker-preview">
      <div className={styles.head}>
        <Text id="ticker-preview-title" weight="semibold">
          {t('engage.ticker.preview')}
        </Text>
        <Text size={200} className={mergeClasses(styles.hint, styles.grow)}>
          {t('engage.ticker.previewHint')}
        </Text>
        <RadioGroup layout="horizontal" value={lang} onChange={(_, d) => setLang(d.value as 'zh' | 'ja')} aria-label={t('engage.ticker.language')}>
          <Radio value="zh" label={t('engage.ticker.lang.zh')} />
          <Radio value="ja" label={t('engage.ticker.lang.ja')} />
        </RadioGroup>
        <Button size="small" icon={paused ? <PlayRegular /> : <PauseRegular />} aria-pressed={paused} onClick={() => setPaused(!paused)} disabled={!items.length}>
          {t(paused ? 'engage.ticker.play' : 'engage.ticker.pause')}
        </Button>
      </div>
      {preview.state === 'failure' ? (
        <LoadError error={preview.error} onRetry={preview.retry} />
      ) : !data ? (
        <Spinner size="tiny" />
      ) : (
        <>
          <div className={styles.bar} lang={lang === 'ja' ? 'ja' : 'zh'}>
            <MegaphoneRegular aria-hidden />
            <div className={styles.viewport}>
              {items.length ? (
                // The moving strip is for the eye; the list below says the same to everyone.
                <div className={mergeClasses(styles.track, paused && styles.paused)} style={{ animationDuration: `${Math.max(8, Math.round(length / 4))}s` }} aria-hidden data-testid="ticker-strip">
                  {items.map((item) => (
                    <span key={item.id} className={styles.item}>
                      {textOf(item)}
                    </span>
                  ))}
                </div>
              ) : (
                <Text>{t('engage.ticker.empty')}</Text>
              )}
            </div>
          </div>
          {items.length ? (
            <ol className={styles.order} aria-label={t('engage.ticker.order')}>
              {items.map((item) => (
                <li key={item.id} data-testid="ticker-item">
                  <Text size={200}>{t('engage.ticker.item', { weight: item.weight, content: textOf(item) })}</Text>
                </li>
              ))}
            </ol>
          ) : null}
          {data.hidden ? (
            <Text size={200} className={styles.hint}>
              {t('engage.ticker.hidden', { count: data.hidden })}
            </Text>
          ) : null}
        </>
      )}
    </section>
  );
}

/** operate/horseRaceLamp: the ticker's messages (content, Japanese content, weight, display window, enabled), with the live preview above. */
export default function TickerPage() {
  return <ResourcePage def={tickerResource} header={<TickerPreview />} />;
}
