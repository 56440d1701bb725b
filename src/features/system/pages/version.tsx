import { ResourcePage } from '@/lib/resource';
import { versionResource } from '@/features/system/resources';

/** system/version: app versions by system type (Android, iOS, H5), with force update yes/no. */
export default function VersionPage() {
  return <ResourcePage def={versionResource} />;
}
