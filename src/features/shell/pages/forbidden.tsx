import { ShieldLockRegular } from '@fluentui/react-icons';
import { NoRouteScreen, useNoticeStyles } from '../components/NoticeScreen';

/** 403: a page of the console that this role's menu does not include. */
export function ForbiddenPage() {
  const styles = useNoticeStyles();
  return <NoRouteScreen kind="forbidden" icon={<ShieldLockRegular className={styles.icon} aria-hidden />} />;
}
