import { createContext, useContext, useSyncExternalStore } from 'react';
import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { readJson } from '@/machines/session-storage';

/*
 * The console's colour theme (docs/theme-and-watermark.md): light, dark, or following the system's
 * `prefers-color-scheme` (live). The choice is kept in localStorage per user name, and once more as
 * the browser's last choice, which is what a user who never chose (and the sign-in page) gets.
 */

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ThemeName = 'light' | 'dark';

/** The browser's last choice (the sign-in page, a user who never chose). */
export const THEME_KEY = 'drama-console:theme';
/** A user's own choice. */
export const themeKeyOf = (user: string) => `${THEME_KEY}:user:${user}`;

const DARK_QUERY = '(prefers-color-scheme: dark)';

const isPreference = (x: unknown): x is ThemePreference => THEME_PREFERENCES.includes(x as ThemePreference);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readKey(key: string): ThemePreference | null {
  try {
    const value = storage()?.getItem(key);
    return isPreference(value) ? value : null;
  } catch {
    return null;
  }
}

/** What `user` chose (else the browser's last choice, else following the system); `null` before sign-in. */
export function readThemePreference(user: string | null): ThemePreference {
  return (user ? readKey(themeKeyOf(user)) : null) ?? readKey(THEME_KEY) ?? 'system';
}

const listeners = new Set<() => void>();

/** Keeps `user`'s choice (and the browser's last choice); every reader follows at once. */
export function writeThemePreference(user: string | null, preference: ThemePreference): void {
  try {
    if (user) storage()?.setItem(themeKeyOf(user), preference);
    storage()?.setItem(THEME_KEY, preference);
  } catch {
    // A full or refused storage: the choice holds for this page only.
  }
  listeners.forEach((l) => l());
}

/** The theme shown: the choice, or the system's when following it. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean): ThemeName {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Fluent's theme for a theme name. */
export function fluentTheme(name: ThemeName): Theme {
  return name === 'dark' ? webDarkTheme : webLightTheme;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice, and the system's scheme changing while following it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(THEME_KEY)) onChange();
  };
  window.addEventListener('storage', onStorage);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', onChange);
  };
}

/** `user`'s choice, kept current. */
export function useThemePreference(user: string | null): ThemePreference {
  return useSyncExternalStore(subscribe, () => readThemePreference(user), () => 'system');
}

/** The theme `user` sees, kept current (their choice, the system's scheme). */
export function useResolvedTheme(user: string | null): ThemeName {
  return useSyncExternalStore(subscribe, () => resolveTheme(readThemePreference(user), systemPrefersDark()), () => 'light');
}

/**
 * Before the first paint (src/main.tsx): the page's own background and colour scheme as the theme
 * the signed-in user (or the browser) will see, so a dark user's reload never flashes white. The
 * user's name is read from the session's storage, as the session machine does.
 */
export function applyThemeToDocument(name: ThemeName): void {
  const root = document.documentElement;
  root.dataset.theme = name;
  root.style.colorScheme = name;
  root.style.backgroundColor = fluentTheme(name).colorNeutralBackground2;
}

export function applyEarlyTheme(): void {
  const user = readJson<{ name?: string }>('user')?.name ?? null;
  applyThemeToDocument(resolveTheme(readThemePreference(user), systemPrefersDark()));
}

/** The theme the console shows, for what Fluent's CSS variables cannot reach (a chart, an SVG). */
export const ThemeNameContext = createContext<ThemeName>('light');

export function useThemeName(): ThemeName {
  return useContext(ThemeNameContext);
}
