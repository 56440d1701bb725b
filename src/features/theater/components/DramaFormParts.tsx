import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { wholePriceWarnings, type Paywall } from '../contract';

/* Parts of the drama form (DramaForm.tsx): the episode rows' headers, the whole-price warning. */

const useStyles = makeStyles({
  head: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, paddingBlock: 0 },
});

/**
 * The columns of the episode rows, over them (`row`: the rows' grid class). Each input also
 * names its episode and column for screen readers, so the header row is hidden from them.
 */
export function EpisodeHead({ row }: { row: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={mergeClasses(row, styles.head)} aria-hidden data-testid="episode-head">
      <span />
      <span>{t('theater.episode.number')}</span>
      <span>{t('theater.episode.file')}</span>
      <span>{t('theater.episode.duration')}</span>
      <span>{t('theater.episode.price')}</span>
      <span>{t('theater.episode.vipPrice')}</span>
      <span>{t('theater.episode.charge')}</span>
      <span>{t('theater.episode.actions')}</span>
    </div>
  );
}

/**
 * The warning under a whole-drama price above the episodes one by one (wholePriceWarnings), by
 * field key; undefined for other fields or when the price is fine. The form still saves it.
 */
export function useWholePriceWarning(preview: Paywall): (key: string) => string | undefined {
  const { t } = useI18n();
  const warnings = wholePriceWarnings(preview);
  return (key) =>
    key === 'wholePrice' && warnings.wholePrice
      ? t('theater.drama.wholePrice.overSum', { ...warnings.wholePrice })
      : key === 'wholeVipPrice' && warnings.wholeVipPrice
        ? t('theater.drama.wholeVipPrice.overSum', { ...warnings.wholeVipPrice })
        : undefined;
}
