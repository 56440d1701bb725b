import type { ReactElement } from 'react';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DarkThemeRegular, WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { useSession } from '@/lib/session-context';
import { THEME_PREFERENCES, useThemePreference, writeThemePreference, type ThemePreference } from '@/lib/theme';

const LABELS: Record<ThemePreference, MessageId> = { light: 'shell.theme.light', dark: 'shell.theme.dark', system: 'shell.theme.system' };
const ICONS: Record<ThemePreference, ReactElement> = { light: <WeatherSunnyRegular />, dark: <WeatherMoonRegular />, system: <DarkThemeRegular /> };

/** The top bar's theme switch: light, dark or following the system, kept for the signed-in user (src/lib/theme.ts). */
export function ThemeMenu() {
  const { t } = useI18n();
  const user = useSession((s) => s.context.user?.name ?? null);
  const preference = useThemePreference(user);
  const current = t(LABELS[preference]);
  return (
    <Menu positioning="below-end" checkedValues={{ theme: [preference] }} onCheckedValueChange={(_, d) => writeThemePreference(user, d.checkedItems[0] as ThemePreference)}>
      <MenuTrigger disableButtonEnhancement>
        {/* An icon (the header is full at tablet widths); its name says the choice. */}
        <Button appearance="subtle" icon={ICONS[preference]} aria-label={t('shell.themeCurrent', { theme: current })} title={t('shell.themeCurrent', { theme: current })} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('shell.theme')}>
          {THEME_PREFERENCES.map((p) => (
            <MenuItemRadio key={p} name="theme" value={p} icon={ICONS[p]}>
              {t(LABELS[p])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
