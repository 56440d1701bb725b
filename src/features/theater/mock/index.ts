import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { theaterHandlers } from './handlers';
import { commentHandlers } from './comments';
import { homeHandlers } from './home';
import { searchHandlers } from './search';

export { dramas, episodes, classifications, tags, logos, bannerTypes, reportReasons, h5Pages } from './tables';
export { applyTimedShelving, presentDrama, dramasUsing } from './handlers';

export { comments, commentReports, presentComment, reportsOf } from './comments';
export { banners, homeColumns } from './home';

/** The theater's demo backend: the classification lists, the dramas and their episodes (tables.ts), timed shelving and copyright alerts (handlers.ts), comments and their reports (comments.ts), the home screen's banners and columns (home.ts), the command palette's drama search (search.ts). */
export default defineAreaMock({ name: 'theater', handlers: [...theaterHandlers, ...commentHandlers, ...homeHandlers, ...searchHandlers] });
