/**
 * The auth area: the sign-in page (in the first chunk) and the account dialogs (loaded with the
 * first sign-in attempt). Its calls are the session's (src/records/session.ts); its messages are
 * the i18n kernel's (src/i18n/messages/auth.ts).
 */
export { LoginPage } from './pages/login';
export const loadProfileDialog = () => import('./components/ProfileDialog');
export const loadPasswordDialog = () => import('./components/PasswordDialog');
