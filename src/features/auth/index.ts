export { authApi } from './api';
export { LoginPage } from './LoginPage';
export { ProfileDialog } from './ProfileDialog';
export { PasswordDialog } from './PasswordDialog';
