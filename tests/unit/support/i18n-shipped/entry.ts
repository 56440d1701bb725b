/**
 * Entry of the bundle tests/unit/i18n-precompiled.test.ts builds with the project's vite.config.ts:
 * the i18n kernel with every message group, compiled as a client build ships them.
 */
import { registerMessages, type GroupName } from '@/i18n';
import fixture from './fixture';

import.meta.glob(['/src/features/*/messages.ts', '/src/i18n/messages/*.ts', '/src/mocks/messages.ts', '/src/records/messages.ts'], { eager: true });
registerMessages('fixture' as GroupName, fixture);

export { catalogue, groups, translate } from '@/i18n';
