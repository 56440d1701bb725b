/** Section 9 of the spec: business constants and limits. */
export const REQUEST_TIMEOUT_MS = 600_000;
export const SIDEBAR_WIDTH = { ZH: 210, EN: 300, collapsed: 65 } as const;
export const PROGRESS = { speedMs: 1000, minimum: 0.3 } as const;
export { HOME_PATH } from '@/machines/tabs';
export { LOGIN_PATH } from '@/machines/session';
export const PHONE_BREAKPOINT_PX = 768;
export const SUCCESS_CODES: readonly unknown[] = [200, 1, '0', '1'];
/** Section 8: every call goes under this base path (a build may change it with VITE_API_BASE). */
export const API_BASE = '/admin/';
/** Section 8: the request headers: the session token (after sign-in) and the language (ZH or EN). */
export const API_HEADERS = { token: 'token', language: 'language' } as const;
/** Section 4: the published version, served with the build (not under API_BASE); asked for on each navigation. */
export const VERSION_FILE = '/version.json';
