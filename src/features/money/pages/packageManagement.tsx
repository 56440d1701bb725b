import { ResourcePage } from '@/lib/resource';
import { packageResource } from '../resources/packages';

/**
 * operate/packageManagement: golden-bean packages (section 3): name, type, purchase limit, base
 * and gift beans, price, percentage (0-100), circulation (blank: unlimited) and how many are left
 * as orders consume it; enable switch; order.
 */
export default function PackagesPage() {
  return <ResourcePage def={packageResource} />;
}
