import { defineArea } from '@/lib/area';

/**
 * The dashboard (/home/index, the first screen after sign-in): the statistics area's dashboard
 * call, drawn on the report kit (src/lib/report), with the theater's copyright alerts.
 */
export default defineArea({
  name: 'dashboard',
  pages: {
    home: () => import('./DashboardPage'),
  },
  messages: () => import('./messages'),
});
