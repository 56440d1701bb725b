/**
 * The auth area: the sign-in page (in the first chunk) and the account dialogs (loaded with the
 * first sign-in attempt). Its calls are in ./contract.
 */
export { LoginPage } from './LoginPage';
export const loadProfileDialog = () => import('./ProfileDialog');
export const loadPasswordDialog = () => import('./PasswordDialog');
