import { ResourcePage, listPrefetch } from '@/lib/resource';
import { userResource } from '@/features/system/resources';

/** The list's first page starts loading with the route (src/app/pages.tsx). */
export const prefetch = listPrefetch(userResource);

/** system/user: admin accounts. A user cannot delete themselves (checked here and by the server). */
export default function UsersPage() {
  return <ResourcePage def={userResource} />;
}
