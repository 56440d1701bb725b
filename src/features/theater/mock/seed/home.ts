import type { Fresh } from '@/mocks/table';
import type { Drama } from '@/records/dramas';
import type { Banner, HomeColumn } from '../../contract';
import { localTime, startOfDay, DAY } from './dramas';

/*
 * theater/homePage in the demo world: the banners and columns of the app's home screen, seeded
 * from the dramas on the shelf (their posters are the banners' images) and the banner types.
 */

const created = (i: number) => new Date(Date.UTC(2025, 5, 2) + i * 5 * DAY).toISOString();

export function seedBanners(shelf: readonly Drama[], at: number): Fresh<Banner>[] {
  const on = shelf.filter((d) => d.grounding === 'uploaded').slice(0, 4);
  const today = startOfDay(at);
  const rows: Fresh<Banner>[] = on.map((d, i) => ({
    id: i + 1,
    image: d.cover,
    bannerTypeId: 1,
    jump: 'drama',
    jumpDramaId: d.id,
    jumpLink: '',
    sort: (i + 1) * 10,
    enabled: true,
    startTime: null,
    endTime: null,
    createTime: created(i),
  }));
  rows.push({ id: rows.length + 1, image: '/icons/logo.svg', bannerTypeId: 3, jump: 'link', jumpDramaId: null, jumpLink: '/h5/vip', sort: 50, enabled: true, startTime: localTime(today - 3 * DAY), endTime: localTime(today + 14 * DAY), createTime: created(5) });
  return rows;
}

const COLUMNS = ['热播推荐', '新剧上线', '独家好剧', '逆袭爽剧'];

export function seedColumns(shelf: readonly Drama[]): Fresh<HomeColumn>[] {
  const on = shelf.filter((d) => d.grounding === 'uploaded');
  return COLUMNS.map((name, i) => ({ id: i + 1, name, dramaIds: on.slice(i * 6, i * 6 + 6).map((d) => d.id), sort: (i + 1) * 10, enabled: i < 3, createTime: created(i) }));
}
