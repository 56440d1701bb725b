import { CHANNEL_TABLE, type Channel } from '@/features/channel/contract';
import { DRAMA_TABLE, type Drama } from '@/features/theater/contract';
import { worldTable } from '@/mocks/db';

/*
 * What every part of the member world shares: its clock ("now" and how far back members
 * joined), the other areas' catalogues members point at (the theater's dramas, the channel
 * area's channels), the price lists, and a small deterministic generator per member.
 */

export const DAY = 86_400_000;
export const MINUTE = 60_000;
/** How far back members joined. */
export const HISTORY_DAYS = 540;
/** Ids of materialised history rows are memberId * ROWS + n (n < ROWS); console writes start at CONSOLE_IDS. */
export const ROWS = 1000;
export const CONSOLE_IDS = 1_000_000_000_000;

/** The demo's "now": the start of the hour the database was seeded in. Every seeded time is relative to it. */
export let anchor = Math.floor(Date.now() / 3_600_000) * 3_600_000;


/** The theater's dramas and the channel area's channels: members watch, pay for and come from these. */
const dramaTable = worldTable<Drama>(DRAMA_TABLE);
export const channelTable = worldTable<Channel>(CHANNEL_TABLE);
/**
 * A drama as members' histories use it, read from the theater's record: its released episodes,
 * the free ones (before the start-charging episode), the single-episode price, and how often
 * members pick it (from its play count).
 */
export interface CatalogueDrama {
  id: number;
  name: string;
  episodes: number;
  free: number;
  price: number;
  weight: number;
}
const catalogueEntry = (d: Drama): CatalogueDrama => ({
  id: d.id,
  name: d.name,
  episodes: d.releasedEpisodes,
  free: Math.min(d.startChargeEpisode - 1, d.releasedEpisodes),
  price: d.singlePrice,
  weight: Math.max(1, Math.round(d.virtualPlays / 100_000)),
});

/** The drama catalogue as seeded: a member's history is rebuilt from it (life() must see the same list every time). */
let catalogue: { dramas: CatalogueDrama[]; weight: number } | null = null;
export function dramaCatalogue() {
  if (!catalogue) {
    const dramas = dramaTable.all().filter((d) => d.releasedEpisodes > 0).sort((a, b) => a.id - b.id).map(catalogueEntry);
    catalogue = { dramas, weight: dramas.reduce((n, d) => n + d.weight, 0) };
  }
  return catalogue;
}

/** A new world: "now" moves to the current hour and the drama catalogue is read again (seeding calls it first). */
export function resetWorldClock(): void {
  anchor = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  catalogue = null;
}

export const CHANNEL_WEIGHTS = [22, 18, 14, 12, 5, 6, 7, 4, 4, 3, 3, 2];

/** Golden-bean packages: yen, base beans, gift beans. */
export const PACKAGES = [
  { price: 160, beans: 300, gift: 0, weight: 30 },
  { price: 480, beans: 900, gift: 100, weight: 30 },
  { price: 980, beans: 1800, gift: 300, weight: 20 },
  { price: 1960, beans: 3600, gift: 900, weight: 12 },
  { price: 4900, beans: 9000, gift: 3000, weight: 6 },
  { price: 9800, beans: 18000, gift: 8000, weight: 2 },
];
export const FIRST_PACKAGES = PACKAGES.map((p, i) => ({ ...p, weight: [45, 32, 14, 6, 2.5, 0.5][i] }));
export const VIP_PLANS = [
  { type: 'weekly', days: 7, price: 480, weight: 45 },
  { type: 'monthly', days: 30, price: 1480, weight: 35 },
  { type: 'quarterly', days: 90, price: 3800, weight: 12 },
  { type: 'yearly', days: 365, price: 9800, weight: 8 },
] as const;

/* ------------------------------------------------------------------------------------------------
 * A small deterministic generator per member (mulberry32), so a member's history can be rebuilt
 * at any time from the id alone.
 * ---------------------------------------------------------------------------------------------- */

export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const memberSeed = (id: number, salt = 0) => (Math.imul(id ^ 0x5bd1e995, 2654435761) + salt * 97 + 20261122) >>> 0;

export function pick<T extends { weight: number }>(r: () => number, list: readonly T[], total = list.reduce((n, x) => n + x.weight, 0)): T {
  let x = r() * total;
  for (const item of list) if ((x -= item.weight) < 0) return item;
  return list[list.length - 1];
}
export const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
export const hex = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
export const iso = (ms: number) => new Date(ms).toISOString();
export const ymd = (ms: number) => iso(ms).slice(0, 10).replace(/-/g, '');
