import { DocumentDismissRegular } from '@fluentui/react-icons';
import { NoRouteScreen, useNoticeStyles } from '../components/NoticeScreen';

/** 404: a path that is no page of the console. */
export function NotFoundPage() {
  const styles = useNoticeStyles();
  return <NoRouteScreen kind="notFound" icon={<DocumentDismissRegular className={styles.icon} aria-hidden />} />;
}
