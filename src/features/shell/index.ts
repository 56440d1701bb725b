export { Layout, type ShellSlots } from './Layout';
export { NotFoundPage, NotYetAvailablePage, PageErrorNotice } from './pages';
