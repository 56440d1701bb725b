export { Layout, type ShellSlots } from './Layout';
export { ForbiddenPage, NotFoundPage, NotYetAvailablePage, PageErrorNotice } from './pages';
