import { versionResource } from '../../resources';
import { type AppVersion } from '../../contract';
import { crudHandlers } from '@/mocks/resource';
import { versions } from '../tables';

/* system/version: the app's versions (the resource pattern; a build number is unique per system type). */

type Json = Record<string, unknown>;

export const versionHandlers = [
  ...crudHandlers<AppVersion>({
    def: versionResource,
    table: versions,
    check: (values, mode, { current }) => {
      const merged = { ...current, ...values } as Json;
      const clash = versions.find((row) => row.id !== current?.id && row.systemType === merged.systemType && row.code === Number(merged.code));
      return clash && (mode === 'add' || 'code' in values || 'systemType' in values) ? 'system.version.codeTaken' : null;
    },
    create: (values, { table }) => ({
      id: table.nextId(),
      systemType: values.systemType as AppVersion['systemType'],
      code: Number(values.code),
      name: String(values.name).trim(),
      forceUpdate: values.forceUpdate === true,
      description: String(values.description ?? ''),
      createTime: new Date().toISOString(),
    }),
  }),
];
