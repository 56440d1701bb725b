import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground4 },
});

/** What a list, or a detail tab's list, shows when it has no rows: one look everywhere. */
export function EmptyState({ filtered = false }: { filtered?: boolean }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.root} role="status">
      <DocumentSearchRegular className={styles.icon} aria-hidden />
      <Subtitle2>{t('list.empty')}</Subtitle2>
      {filtered ? <Text>{t('list.emptyFiltered')}</Text> : null}
    </div>
  );
}
