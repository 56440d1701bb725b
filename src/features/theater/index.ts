import { defineArea } from '@/lib/area';

/** Theater: dramas and episodes, classification, comments, home page (pages arrive with their issue). */
export default defineArea({
  name: 'theater',
  contract: () => import('./contract'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
