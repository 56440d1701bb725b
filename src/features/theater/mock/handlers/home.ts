import { crudHandlers } from '@/mocks/resource';
import { handleCall, ok } from '@/mocks/http';
import { bannerWindowIssue, homePreviewCall, timeOf, type Banner, type HomePreview } from '../../contract';
import { bannerResource, homeColumnResource } from '../../resources';
import { applyTimedShelving } from './dramas';
import { banners, classifications, dramas, homeColumns } from '../tables';
import { now } from '@/mocks/clock';

/*
 * theater/homePage: the banners and columns of the app's home screen (naming only dramas that
 * exist), and the screen's preview as the app would render it now.
 */

/** A banner or column names only dramas that exist. */
const realDramas = (ids: unknown[]) => ids.every((id) => id == null || id === '' || Boolean(dramas.get(Number(id))));

type PreviewDrama = HomePreview['columns'][number]['dramas'][number];

/** A drama as the app shows it, or null when it is off the shelf (the app does not show it). */
function appDrama(id: number | null): PreviewDrama | null {
  const d = id == null ? undefined : dramas.get(id);
  if (!d || d.grounding !== 'uploaded') return null;
  const c = d.classificationId == null ? undefined : classifications.get(d.classificationId);
  return { id: d.id, name: d.name, titleJa: d.titleJa, cover: d.cover, releasedEpisodes: d.releasedEpisodes, totalEpisodes: d.totalEpisodes, score: d.score, classification: c?.name ?? '', classificationJa: c?.nameJa ?? '' };
}

/** Whether a banner shows at `at`: enabled, inside its display window (if any), opening a drama on the shelf if it opens one. */
function bannerShows(b: Banner, at: number): boolean {
  if (!b.enabled) return false;
  if (b.startTime && timeOf(b.startTime) > at) return false;
  if (b.endTime && timeOf(b.endTime) <= at) return false;
  return b.jump !== 'drama' || appDrama(b.jumpDramaId) != null;
}

/** The app's home screen from the current banners and columns, read at the demo world's now. */
export function homePreview(at = now()): HomePreview {
  const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;
  const allBanners = banners.all().sort(bySort);
  const shown = allBanners.filter((b) => bannerShows(b, at));
  const columns = homeColumns
    .all()
    .filter((c) => c.enabled)
    .sort(bySort)
    .map((c) => {
      const list = c.dramaIds.map(appDrama).filter((d): d is PreviewDrama => d != null);
      return { id: c.id, name: c.name, dramas: list, offShelf: c.dramaIds.length - list.length };
    })
    .filter((c) => c.dramas.length > 0);
  return {
    at: new Date(at).toISOString(),
    banners: shown.map((b) => ({ id: b.id, image: b.image, jump: b.jump, drama: b.jump === 'drama' ? appDrama(b.jumpDramaId) : null, link: b.jumpLink })),
    hiddenBanners: allBanners.length - shown.length,
    columns,
    hiddenColumns: homeColumns.all().length - columns.length,
  };
}

export const homeHandlers = [
  // Timed shelving first, as before every drama read: the screen shows what the app would now.
  handleCall(homePreviewCall, async () => {
    await applyTimedShelving();
    return ok(homePreview());
  }),
  // The form's cross-field rules, checked again here: the window, the drama a jump opens.
  ...crudHandlers({
    def: bannerResource,
    table: banners,
    check: (values) =>
      bannerWindowIssue(values.startTime, values.endTime) ??
      (values.jump === 'drama' && (values.jumpDramaId == null || values.jumpDramaId === '') ? 'theater.banner.jumpDrama.required' : null) ??
      (realDramas([values.jumpDramaId]) ? null : 'valid.invalid'),
    // An empty select or time is stored as none (the app reads only the target its jump names).
    store: (values) => {
      const blank = (x: unknown) => x == null || x === '';
      const out = { ...values };
      for (const key of ['jumpDramaId', 'startTime', 'endTime']) if (key in out && blank(out[key])) out[key] = null;
      if (out.jumpDramaId != null) out.jumpDramaId = Number(out.jumpDramaId);
      return out;
    },
  }),
  ...crudHandlers({ def: homeColumnResource, table: homeColumns, check: (values) => (realDramas(Array.isArray(values.dramaIds) ? values.dramaIds : []) ? null : 'valid.invalid') }),
];
