import { ResourcePage } from '@/lib/resource';
import { userResource } from '@/features/system/resources';

/** system/user: admin accounts. A user cannot delete themselves (checked here and by the server). */
export default function UsersPage() {
  return <ResourcePage def={userResource} />;
}
