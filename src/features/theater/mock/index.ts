import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { theaterHandlers } from './handlers/dramas';
import { commentHandlers } from './handlers/comments';
import { homeHandlers } from './handlers/home';
import { searchHandlers } from './handlers/search';

export { dramas, episodes, classifications, tags, logos, bannerTypes, reportReasons, h5Pages, comments, commentReports, banners, homeColumns } from './tables';
export { applyTimedShelving, presentDrama, dramasUsing } from './handlers/dramas';
export { presentComment, reportsOf } from './handlers/comments';

/**
 * The theater's demo backend: its tables (tables.ts: the classification lists, the dramas and
 * their episodes, comments and their reports, the home screen's banners and columns) seeded from
 * seed/, and its handlers (handlers/: dramas with timed shelving and copyright alerts, comments
 * and their reports, the home screen's preview, the command palette's drama search).
 */
export default defineAreaMock({ name: 'theater', handlers: [...theaterHandlers, ...commentHandlers, ...homeHandlers, ...searchHandlers] });
