import { useEffect, useSyncExternalStore } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useNow } from '@/lib/now';
import { useSession } from '@/lib/session-context';
import { fluentTheme, useThemeName } from '@/lib/theme';
import { watermarkBackground, watermarkText } from '@/lib/watermark';
import { loadDisplaySettings, readDisplaySettings, setDisplaySettings, subscribeDisplaySettings } from '@/records/display';

const useStyles = makeStyles({
  // Over the content area only (the layout puts it beside <main>, in a box of its own stacking
  // context, so dialogs, menus and toasts, drawn later in the page, stay above it).
  overlay: { position: 'absolute', inset: 0, zIndex: 1, pointerEvents: 'none', backgroundRepeat: 'repeat' },
});

/** How faint the text is in each theme: readable on a screenshot, never in the way of the page's own text. */
const OPACITY = { light: 0.12, dark: 0.14 } as const;

/**
 * The watermark (系统配置 → 水印): the operator's user name and the time, updated each minute,
 * faint and repeated over the content area; hidden from screen readers and from the pointer.
 * Whether it is on is read once per sign-in (GET config/v1/display) and set again when the
 * settings page saves.
 */
export function Watermark() {
  const styles = useStyles();
  const on = useSyncExternalStore(subscribeDisplaySettings, () => readDisplaySettings().watermark);
  const userName = useSession((s) => s.context.user?.name ?? '');
  const theme = useThemeName();
  const now = useNow();
  useEffect(() => {
    void loadDisplaySettings();
    // Signed out: the next user's setting is read afresh, nothing of this one shown meanwhile.
    return () => setDisplaySettings({ watermark: false });
  }, []);
  if (!on || !userName) return null;
  const image = watermarkBackground(watermarkText(userName, now), { color: fluentTheme(theme).colorNeutralForeground1, opacity: OPACITY[theme] });
  return <div className={styles.overlay} aria-hidden="true" data-testid="watermark" data-text={watermarkText(userName, now)} style={{ backgroundImage: image }} />;
}
