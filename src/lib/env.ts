import type { MessageId } from '@/i18n';

/**
 * The environment badge beside the logo (section 1: 正式, production). A demo build (mock backend
 * in the browser) says 演示 / Demo instead, so nobody mistakes its data for real data.
 */
export const ENV_BADGE: { label: MessageId; hint: MessageId } = __DEMO__
  ? { label: 'app.envDemo', hint: 'app.envDemoHint' }
  : { label: 'app.env', hint: 'app.envHint' };
