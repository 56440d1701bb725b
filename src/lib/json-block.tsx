import { Body1Strong, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';

/*
 * A JSON payload shown for reading: a request's parameters, an answer. One block for every screen
 * that shows one (回传列表's detail, a member's attribution trail).
 */

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  json: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    maxHeight: '360px',
    overflowY: 'auto',
  },
});

/** JSON text indented for reading ('' stays empty; text that is not JSON is shown as it is). */
export function prettyJson(text: string): string {
  if (!text.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * A titled JSON block: indented, scrollable and reachable by keyboard (a named region); （无）
 * when empty. `level`: the heading's level where it stands (3 on a page's detail, 4 inside a
 * timeline's item).
 */
export function JsonBlock({ title, text, level = 3, className }: { title: string; text: string; level?: 3 | 4; className?: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const Heading = level === 3 ? Subtitle2 : Body1Strong;
  return (
    <div className={mergeClasses(styles.block, className)}>
      <Heading as={level === 3 ? 'h3' : 'h4'}>{title}</Heading>
      {/* A scrollable region a keyboard can reach. */}
      <pre className={styles.json} tabIndex={0} aria-label={title}>
        {prettyJson(text) || t('common.none')}
      </pre>
    </div>
  );
}
