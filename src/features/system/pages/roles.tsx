import { ResourcePage } from '@/lib/resource';
import { roleResource } from '@/features/system/resources';

/** system/roles: roles and the menu items each gets (what GET /menu/v1/getUserMenu then answers). */
export default function RolesPage() {
  return <ResourcePage def={roleResource} />;
}
