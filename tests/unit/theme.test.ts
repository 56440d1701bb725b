// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { act, renderHook } from '@testing-library/react';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';
import {
  THEME_KEY,
  THEME_PREFERENCES,
  applyEarlyTheme,
  readThemePreference,
  resolveTheme,
  themeKeyOf,
  useResolvedTheme,
  useThemePreference,
  writeThemePreference,
} from '@/lib/theme';
import { CHART_THEMES } from '@/lib/report/charts';

/**
 * The theme's preference store (src/lib/theme.ts): kept per user name in localStorage, the
 * browser's last choice for anyone who never chose; following the system resolves by
 * prefers-color-scheme, live. And the charts' colours readable in both themes.
 */

/** A controllable prefers-color-scheme: dark. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return state.dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  const state = { dark };
  vi.stubGlobal('matchMedia', (q: string) => (q.includes('dark') ? list : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    set(next: boolean) {
      state.dark = next;
      listeners.forEach((l) => l());
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the preference store', () => {
  it('follows the system until someone chooses', () => {
    expect(readThemePreference(null)).toBe('system');
    expect(readThemePreference('admin')).toBe('system');
  });

  it('keeps each user their own choice, and the browser the last one', () => {
    writeThemePreference('admin', 'dark');
    writeThemePreference('operator', 'light');
    expect(readThemePreference('admin')).toBe('dark');
    expect(readThemePreference('operator')).toBe('light');
    expect(localStorage.getItem(themeKeyOf('admin'))).toBe('dark');
    // Before sign-in, and for a user who never chose: the browser's last choice.
    expect(readThemePreference(null)).toBe('light');
    expect(readThemePreference('newcomer')).toBe('light');
  });

  it('ignores what it did not write', () => {
    localStorage.setItem(THEME_KEY, 'purple');
    localStorage.setItem(themeKeyOf('admin'), '');
    expect(readThemePreference('admin')).toBe('system');
  });

  it('any sequence of choices: each user reads back their last, the browser the very last', () => {
    const users = fc.constantFrom('admin', 'op1', 'op2');
    fc.assert(
      fc.property(fc.array(fc.tuple(users, fc.constantFrom(...THEME_PREFERENCES)), { minLength: 1, maxLength: 20 }), (choices) => {
        localStorage.clear();
        const last = new Map<string, string>();
        for (const [user, p] of choices) {
          writeThemePreference(user, p);
          last.set(user, p);
        }
        for (const [user, p] of last) expect(readThemePreference(user)).toBe(p);
        expect(readThemePreference(null)).toBe(choices[choices.length - 1][1]);
      }),
    );
  });
});

describe('resolution', () => {
  it('a choice wins; following the system reads prefers-color-scheme', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('following the system changes live with it; a choice does not', () => {
    const system = fakeSystem(false);
    const { result } = renderHook(() => useResolvedTheme('admin'));
    expect(result.current).toBe('light');
    act(() => system.set(true));
    expect(result.current).toBe('dark');
    act(() => writeThemePreference('admin', 'light'));
    expect(result.current).toBe('light');
    act(() => system.set(false));
    act(() => system.set(true));
    expect(result.current).toBe('light');
  });

  it('a choice reaches every reader at once', () => {
    fakeSystem(false);
    const { result } = renderHook(() => useThemePreference('admin'));
    expect(result.current).toBe('system');
    act(() => writeThemePreference('admin', 'dark'));
    expect(result.current).toBe('dark');
  });

  it('before the first paint, the signed-in user of this tab gets their theme on the page', () => {
    fakeSystem(false);
    writeThemePreference('admin', 'dark');
    writeThemePreference('other', 'light');
    sessionStorage.setItem('user', JSON.stringify({ id: 1, name: 'admin' }));
    applyEarlyTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    sessionStorage.clear();
    applyEarlyTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

describe('charts in both themes', () => {
  for (const [name, theme] of [['light', webLightTheme], ['dark', webDarkTheme]] as const) {
    it(`${name}: every series at least 3:1 on the card, text at least 4.5:1`, () => {
      const c = CHART_THEMES[name];
      const card = theme.colorNeutralBackground1;
      for (const color of c.series) expect(contrast(color, card), color).toBeGreaterThanOrEqual(3);
      for (const color of [c.text, c.strong, c.muted]) expect(contrast(color, card), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.strong, c.surface)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
