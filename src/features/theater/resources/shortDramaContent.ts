import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { maxChars, nameRule } from '@/lib/text';
import { COPYRIGHT_STATES, DRAMA_ENDPOINT, GRADES, GROUNDING } from '@/records/dramas';
import { CLASSIFICATION_ENDPOINT, DramaRowSchema, LOGO_ENDPOINT, TAG_ENDPOINT, scoreRule, totalEpisodesRule, wholeCountRule } from '../contract';

/* theater/shortDramaContent: the drama list (its add and edit open the drama form). */

export const CLASSIFICATION_OPTIONS = { endpoint: CLASSIFICATION_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const TAG_OPTIONS = { endpoint: TAG_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const LOGO_OPTIONS = { endpoint: LOGO_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const DRAMA_OPTIONS = { endpoint: DRAMA_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const GROUNDING_OPTIONS: Option[] = GROUNDING.map((value) => ({ value, label: `theater.grounding.${value}` as const }));
export const COPYRIGHT_OPTIONS: Option[] = COPYRIGHT_STATES.map((value) => ({ value, label: `theater.copyright.${value}` as const }));
const GRADE_OPTIONS: Option[] = GRADES.map((value) => ({ value, text: value }));

const count = (key: 'virtualLikes' | 'virtualPlays' | 'virtualShares', label: 'theater.drama.likes' | 'theater.drama.plays' | 'theater.drama.shares') =>
  ({ key, label, kind: 'number', required: true, rule: wholeCountRule, min: 0, initial: 0, example: 0 }) as const;
// Prices in golden beans; only the whole-drama prices say what 0 means (not sold whole).
const beans = (key: 'singlePrice' | 'singleVipPrice' | 'wholePrice' | 'wholeVipPrice', label: `theater.drama.${'singlePrice' | 'singleVipPrice' | 'wholePrice' | 'wholeVipPrice'}`, initial: number) =>
  ({ key, label, kind: 'number', required: true, rule: wholeCountRule, min: 0, initial, example: initial, help: key.startsWith('whole') ? 'theater.drama.beansHelp' : 'theater.drama.beansUnit' }) as const;

/**
 * Dramas (section 3). The list is the resource pattern (filters in the URL, sort, export, the
 * grounding switch); a drama is added and edited with its episodes in the drama form
 * (DramaForm.tsx, POST drama/v1/save), which renders these fields with the kit's inputs and rules.
 */
export const dramaResource = defineResource(DramaRowSchema, {
  name: 'drama',
  endpoint: DRAMA_ENDPOINT,
  grant: 'theater/shortDramaContent',
  // The home page's banners and columns pick dramas.
  lookupBy: ['theater/homePage'],
  title: 'theater.drama.title',
  labelKey: 'name',
  columns: [
    { key: 'cover', label: 'theater.drama.cover', kind: 'image', width: 56 },
    { key: 'name', label: 'theater.drama.name', sortable: true, width: 150 },
    { key: 'titleJa', label: 'theater.drama.titleJa', width: 150, hidden: true },
    { key: 'id', label: 'theater.drama.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'codeJa', label: 'theater.drama.codeJa', width: 110, hidden: true },
    { key: 'classificationId', label: 'theater.drama.classification', kind: 'enum', options: CLASSIFICATION_OPTIONS, width: 80 },
    // In the column chooser: with the start-charging and copyright columns the list must fit its card at 1280 in English (tags are a filter above).
    { key: 'tagIds', label: 'theater.drama.tags', kind: 'enum', options: TAG_OPTIONS, width: 110, hidden: true },
    { key: 'progress', label: 'theater.drama.progress', width: 80 },
    { key: 'releasedEpisodes', label: 'theater.drama.released', kind: 'number', sortable: true, width: 80, hidden: true },
    { key: 'totalEpisodes', label: 'theater.drama.total', kind: 'number', sortable: true, width: 80, hidden: true },
    { key: 'score', label: 'theater.drama.score', kind: 'number', sortable: true, width: 64 },
    // A drama off the shelf with a 定时上架时间 shows a clock beside its switch saying when it goes on.
    { key: 'grounding', label: 'theater.drama.grounding', kind: 'status', width: 80, scheduled: { key: 'shelveTime', label: 'theater.drama.shelveTime.at' } },
    // When a drama goes on the shelf by itself (blank once it is on), as a column of its own: in the
    // column chooser (a default column would overflow the card at 1280 px in English: tests/e2e/every-page.spec.ts).
    { key: 'shelveTime', label: 'theater.drama.shelveTime', kind: 'datetime', sortable: true, width: 140, hidden: true },
    { key: 'copyrightLabel', label: 'theater.drama.copyright', width: 100 },
    { key: 'virtualLikes', label: 'theater.drama.likes', kind: 'number', sortable: true, width: 90, hidden: true },
    { key: 'virtualPlays', label: 'theater.drama.plays', kind: 'number', sortable: true, width: 90, hidden: true },
    { key: 'virtualShares', label: 'theater.drama.shares', kind: 'number', sortable: true, width: 90, hidden: true },
    { key: 'updateTime', label: 'list.updateTime', kind: 'datetime', sortable: true, width: 140, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'theater.drama.search', kind: 'text', fields: ['name', 'titleJa', 'codeJa'] },
    { key: 'classificationId', label: 'theater.drama.classification', kind: 'select', options: CLASSIFICATION_OPTIONS },
    { key: 'tagId', label: 'theater.drama.tags', kind: 'select', options: TAG_OPTIONS, field: 'tagIds' },
    { key: 'grounding', label: 'theater.drama.grounding', kind: 'select', options: GROUNDING_OPTIONS },
    { key: 'copyright', label: 'theater.drama.copyright', kind: 'select', options: COPYRIGHT_OPTIONS },
  ],
  fields: [
    { key: 'name', label: 'theater.drama.name', kind: 'text', required: true, rule: nameRule(1, 60, 'theater.drama.name.rule'), example: '闪婚总裁的替身新娘' },
    { key: 'subtitle', label: 'theater.drama.subtitle', kind: 'text', rule: v.pipe(v.string(), maxChars(60, 'theater.drama.subtitle.rule')) },
    { key: 'titleJa', label: 'theater.drama.titleJa', kind: 'text', rule: v.pipe(v.string(), maxChars(60, 'theater.drama.titleJa.rule')) },
    { key: 'codeJa', label: 'theater.drama.codeJa', kind: 'text', rule: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{0,40}$/, 'theater.drama.codeJa.rule')) },
    { key: 'totalEpisodes', label: 'theater.drama.total', kind: 'number', required: true, rule: totalEpisodesRule, min: 1, example: 3 },
    { key: 'startChargeEpisode', label: 'theater.drama.startCharge', kind: 'number', required: true, min: 1, initial: 1, help: 'theater.drama.startCharge.help', example: 2 },
    { key: 'classificationId', label: 'theater.drama.classification', kind: 'select', options: CLASSIFICATION_OPTIONS },
    { key: 'tagIds', label: 'theater.drama.tags', kind: 'multiselect', required: true, options: TAG_OPTIONS, example: [1] },
    { key: 'logoId', label: 'theater.drama.logo', kind: 'select', options: LOGO_OPTIONS },
    { key: 'score', label: 'theater.drama.score', kind: 'number', required: true, rule: scoreRule, min: 0, max: 10, step: 0.1, help: 'theater.drama.score.help', example: 8.5 },
    { key: 'grade', label: 'theater.drama.grade', kind: 'select', required: true, options: GRADE_OPTIONS, initial: 'B', example: 'B' },
    { key: 'jumpDramaId', label: 'theater.drama.jump', kind: 'select', options: DRAMA_OPTIONS },
    beans('singlePrice', 'theater.drama.singlePrice', 60),
    beans('singleVipPrice', 'theater.drama.singleVipPrice', 30),
    beans('wholePrice', 'theater.drama.wholePrice', 0),
    beans('wholeVipPrice', 'theater.drama.wholeVipPrice', 0),
    { key: 'shelveTime', label: 'theater.drama.shelveTime', kind: 'datetime', help: 'theater.drama.shelveTime.help' },
    { key: 'copyrightExpiry', label: 'theater.drama.copyrightExpiry', kind: 'datetime' },
    count('virtualLikes', 'theater.drama.likes'),
    count('virtualPlays', 'theater.drama.plays'),
    count('virtualShares', 'theater.drama.shares'),
    { key: 'cover', label: 'theater.drama.cover', kind: 'image' },
    { key: 'episodeCover', label: 'theater.drama.episodeCover', kind: 'image' },
    { key: 'introduction', label: 'theater.drama.introduction', kind: 'textarea', rule: v.pipe(v.string(), maxChars(2000, 'theater.drama.introduction.rule')) },
  ],
  status: { key: 'grounding', on: 'uploaded', off: 'removed', label: 'theater.drama.grounding' },
  // Added and edited with their episodes in the drama form (drama/v1/save); deleted from the list.
  can: { delete: true, export: true },
  defaultSort: { field: 'updateTime', order: 'desc' },
});
