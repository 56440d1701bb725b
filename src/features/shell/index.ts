export { Layout, type ShellSlots } from './components/Layout';
export { PageErrorNotice } from './components/NoticeScreen';
export { ForbiddenPage } from './pages/forbidden';
export { NotFoundPage } from './pages/notFound';
