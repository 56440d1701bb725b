import { defineAreaMock } from '@/mocks/area';
import { defineTable } from '@/mocks/db';
import { DRAMA_TABLE, DramaSchema, type Drama } from '../contract';
import '../messages';

/** The drama catalogue of the demo world: seeded before members, who watch and pay for these. */
const DRAMAS: Drama[] = [
  { id: 1001, name: '社長、離婚してください', episodes: 80, free: 10, price: 80, weight: 9 },
  { id: 1002, name: '復讐の花嫁は微笑まない', episodes: 72, free: 8, price: 90, weight: 8 },
  { id: 1003, name: '御曹司の秘密の恋人', episodes: 90, free: 10, price: 60, weight: 7 },
  { id: 1004, name: '逆転人生 ～捨てられた令嬢～', episodes: 66, free: 8, price: 100, weight: 6 },
  { id: 1005, name: '月夜に咲く契約結婚', episodes: 85, free: 10, price: 70, weight: 6 },
  { id: 1006, name: '神医の帰還', episodes: 100, free: 12, price: 60, weight: 5 },
  { id: 1007, name: 'シンデレラは二度恋をする', episodes: 70, free: 8, price: 80, weight: 5 },
  { id: 1008, name: '最強の婿', episodes: 95, free: 10, price: 60, weight: 5 },
  { id: 1009, name: '記憶を失った社長夫人', episodes: 78, free: 9, price: 90, weight: 4 },
  { id: 1010, name: '私を捨てた元彼が跪く', episodes: 60, free: 8, price: 100, weight: 4 },
  { id: 1011, name: '極道の娘と秘密の同居', episodes: 82, free: 10, price: 80, weight: 3 },
  { id: 1012, name: '龍王の婿 ～三年の屈辱～', episodes: 88, free: 10, price: 70, weight: 3 },
  { id: 1013, name: 'Love Contract: The CEO’s Secret Bride', episodes: 64, free: 8, price: 90, weight: 3 },
  { id: 1014, name: '運命の再会は雨の夜に', episodes: 58, free: 8, price: 80, weight: 2 },
  { id: 1015, name: '隠れ富豪の令嬢', episodes: 76, free: 9, price: 70, weight: 2 },
  { id: 1016, name: 'ママは天才ハッカー', episodes: 92, free: 10, price: 60, weight: 2 },
];

export const dramas = defineTable<Drama>(DRAMA_TABLE, DramaSchema, () => DRAMAS.map((d) => ({ ...d })), {
  label: 'theater.table.dramas',
  fields: {
    id: 'list.id',
    name: 'theater.drama.name',
    episodes: 'theater.drama.episodes',
    free: 'theater.drama.free',
    price: 'theater.drama.price',
    weight: 'theater.drama.weight',
  },
});

export default defineAreaMock({ name: 'theater', handlers: [] });
