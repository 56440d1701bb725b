import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import type { Fit } from './fit';

const useStyles = makeStyles({
  cue: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

/**
 * Said just above a table whose columns do not fit its card (a phone): it scrolls sideways, and
 * more columns lie to the right (⇄ 左右滑动查看更多列). Worked out from the fit, not measured, so
 * it is there from the first frame. Place it right before the table's scrolling box.
 */
export function ScrollCue({ fit }: { fit: Fit }) {
  const styles = useStyles();
  const { t } = useI18n();
  if (!(fit.available > 0 && fit.total > fit.available + 1)) return null;
  return (
    <div className={styles.cue} data-scroll-cue="">
      <ArrowSwapRegular aria-hidden />
      {t('list.scrollCue')}
    </div>
  );
}
