import { CHANNEL_TABLE, type Channel } from '@/records/channels';
import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { CARD_BATCH_TABLE, PACKAGE_TABLE, VIP_TYPE_TABLE, type CardBatch, type Package, type VipType } from '@/records/catalogue';
import { toYen } from '@/records/money';
import { defineSeedState, worldTable } from '@/mocks/db';

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

/** The start of the hour of `ms`. */
const hourOf = (ms: number) => Math.floor(ms / 3_600_000) * 3_600_000;

/** The demo's "now": the start of the hour the database was seeded in. Every seeded time is relative to it. */
export let anchor = hourOf(Date.now());


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

/** A new world: "now" moves to the current hour and the catalogues are read again (seeding calls it first). */
export function resetWorldClock(): void {
  anchor = hourOf(Date.now());
  catalogue = null;
  money = null;
}

/**
 * How many members pay, relative to the default world: 1 up to 10,000 members, then falling so
 * that a bigger world keeps about as many orders as 10,000 members make (the 100,000-member
 * benchmark world holds about 110,000 orders instead of a million). Set when members are seeded.
 */
export let payScale = 1;
let worldMembers = 5000;
export function setWorldSize(members: number): void {
  worldMembers = Math.max(1, members);
  payScale = Math.min(1, 10_000 / worldMembers);
}

/*
 * What members buy: the operate area's VIP types and golden-bean packages as seeded (an operator's
 * later edits change what the console sells, not the history already lived), and the golden-bean
 * card batches handed out before the demo's now.
 */
export interface CatalogueVip {
  id: number;
  name: string;
  days: number;
  /** Yen per period, and for the first period. */
  yen: number;
  firstYen: number | null;
  autoRenew: boolean;
  weight: number;
}
export interface CataloguePackage {
  id: number;
  name: string;
  type: Package['type'];
  price: number;
  beans: number;
  gift: number;
  limit: number | null;
  /** How often it is picked; for a limited package, the share of members it is offered to. */
  weight: number;
  firstWeight: number;
}
export interface CatalogueBatch {
  id: number;
  name: string;
  beans: number;
  at: number;
  /** The share of members who get one of its codes (its quantity is ample for them). */
  rate: number;
}
export interface MoneyCatalogue {
  vips: CatalogueVip[];
  regular: CataloguePackage[];
  /** The regular packages weighted as first purchases are. */
  firstRegular: CataloguePackage[];
  first: CataloguePackage | null;
  limited: CataloguePackage[];
  batches: CatalogueBatch[];
}
/** Popularity by position (cheapest first): short VIP periods and small packages sell most. */
const VIP_WEIGHTS = [70, 22, 6, 2];
const PACKAGE_WEIGHTS = [60, 22, 10, 5, 2, 1];
const FIRST_WEIGHTS = [45, 32, 14, 6, 2.5, 0.5];
/** Card batches and limited packages reach a share of members their quantity covers this many times over (room to spare: far more than chance needs). */
export const CARD_SPARE = 1.6;

let money: MoneyCatalogue | null = null;
export function moneyCatalogue(): MoneyCatalogue {
  if (!money) {
    const vips = worldTable<VipType>(VIP_TYPE_TABLE)
      .all()
      .filter((t) => t.enabled)
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((t, i) => ({ id: t.id, name: t.name, days: t.days, yen: toYen(t.price, t.currency), firstYen: t.firstPrice == null ? null : toYen(t.firstPrice, t.currency), autoRenew: t.autoRenew, weight: VIP_WEIGHTS[i] ?? 4 }));
    const packages = worldTable<Package>(PACKAGE_TABLE)
      .all()
      .filter((p) => p.enabled)
      .sort((a, b) => a.price - b.price || a.id - b.id)
      .map((p) => ({ id: p.id, name: p.name, type: p.type, price: p.price, beans: p.beans, gift: p.giftBeans, limit: p.purchaseLimit, weight: 0, firstWeight: 0, circulation: p.circulation }));
    const regular = packages.filter((p) => p.type === 'regular').map((p, i) => ({ ...p, weight: PACKAGE_WEIGHTS[i] ?? 1, firstWeight: FIRST_WEIGHTS[i] ?? 0.5 }));
    // A limited package is offered to a share of the members (its weight) that its circulation covers with room to spare.
    const limited = packages.filter((p) => p.type === 'limited').map((p) => ({ ...p, weight: p.circulation == null ? 0.1 : p.circulation / (worldMembers * CARD_SPARE) }));
    const packageOf = new Map(packages.map((p) => [p.id, p]));
    const batches = worldTable<CardBatch>(CARD_BATCH_TABLE)
      .all()
      .filter((b) => b.kind === 'beans' && b.packageId != null && packageOf.has(b.packageId))
      .sort((a, b) => a.id - b.id)
      .map((b) => {
        const p = packageOf.get(b.packageId!)!;
        return { id: b.id, name: b.name, beans: p.beans + p.gift, at: Date.parse(b.createTime), rate: b.quantity / (worldMembers * CARD_SPARE) };
      });
    money = { vips, regular, firstRegular: regular.map((p) => ({ ...p, weight: p.firstWeight })), first: packages.find((p) => p.type === 'firstRecharge') ?? null, limited, batches };
  }
  return money;
}

/*
 * What seeding leaves here for later (a member's history rebuilt when opened reads it): the world's
 * clock and size and the catalogues as seeded. Kept with a stored world and put back when it is
 * restored (src/mocks/snapshot.ts); the hour the world is anchored to is part of its key, so a
 * world stored in another hour is seeded afresh, as a reload then did.
 */
defineSeedState('member:world', {
  key: () => String(hourOf(Date.now())),
  save: () => ({ anchor, members: worldMembers, catalogue, money }),
  load: (data: { anchor: number; members: number; catalogue: typeof catalogue; money: MoneyCatalogue | null }) => {
    anchor = data.anchor;
    setWorldSize(data.members);
    catalogue = data.catalogue;
    money = data.money;
  },
});

export const CHANNEL_WEIGHTS = [22, 18, 14, 12, 5, 6, 7, 4, 4, 3, 3, 2];

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
