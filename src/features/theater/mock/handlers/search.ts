import { RECORD_SEARCH_LIMIT } from '@/lib/record-search';
import { handleCall, ok } from '@/mocks/http';
import { dramaSearchCall } from '../../contract';
import { dramas } from '../tables';

/*
 * The command palette's drama search (issue #14): by ID (digits) or by name, Chinese or Japanese
 * title or Japanese drama ID; exact names first, then names that start with the query.
 */

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export const searchHandlers = [
  handleCall(dramaSearchCall, ({ input }) => {
    const limit = input.limit ?? RECORD_SEARCH_LIMIT;
    const q = fold(input.q);
    const hits: Array<{ rank: number; hit: { id: number; title: string; detail: string; match: 'id' | 'name'; value: string } }> = [];
    if (/^\d+$/.test(q)) {
      const drama = dramas.get(Number(q));
      if (drama) hits.push({ rank: 0, hit: { id: drama.id, title: drama.name, detail: drama.titleJa, match: 'id', value: String(drama.id) } });
    }
    for (const drama of dramas.all()) {
      let best: { rank: number; value: string } | null = null;
      for (const value of [drama.name, drama.titleJa, drama.codeJa]) {
        const text = fold(value);
        if (!text) continue;
        const at = text.indexOf(q);
        if (at < 0) continue;
        const rank = text === q ? 1 : at === 0 ? 2 : 3;
        if (!best || rank < best.rank) best = { rank, value };
      }
      if (best && !hits.some((h) => h.hit.id === drama.id)) hits.push({ rank: best.rank, hit: { id: drama.id, title: drama.name, detail: drama.titleJa, match: 'name', value: best.value } });
    }
    hits.sort((a, b) => a.rank - b.rank || a.hit.title.length - b.hit.title.length || a.hit.id - b.hit.id);
    return ok({ hits: hits.slice(0, limit).map((h) => h.hit), total: hits.length });
  }),
];
