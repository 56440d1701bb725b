import type { Order } from '@/records/orders';
import { dayOfTime } from '@/lib/report/period';
import { Grid } from './grid';

/*
 * Drama revenue in yen by drama and day: the orders (ORDER_TABLE of the operate contract: a
 * golden-bean package or a VIP period) bought at a drama's paywall and paid, their paid yen on
 * their pay day; a refunded, unpaid or failed one counts nowhere (as the distribution console
 * counts them), nor one bought elsewhere in the app (no drama). Built from the table once it is
 * seeded, patched by every write to it (an order paid, refunded or added: that day's figures
 * change), rebuilt when its rows change wholesale.
 */

/** What revenue reads of an order. */
export type RevenueOrder = Pick<Order, 'dramaId' | 'episode' | 'paidYen' | 'status' | 'payTime'>;

export const REVENUE = { amount: 0, orders: 1, width: 2 };

interface Counted {
  dramaId: number;
  episode: number;
  day: number;
  amount: number;
}

export class Revenue {
  /** Every drama's daily revenue and paid orders. */
  readonly all = new Grid(REVENUE.width);
  readonly byDrama = new Map<number, Grid>();
  /** The paid records counted, by id, and their ids by drama (episode figures). */
  private readonly counted = new Map<number, Counted>();
  private readonly idsOfDrama = new Map<number, Set<number>>();

  constructor(private readonly timeZone?: string) {}

  private grid(dramaId: number): Grid {
    let grid = this.byDrama.get(dramaId);
    if (!grid) this.byDrama.set(dramaId, (grid = new Grid(REVENUE.width)));
    return grid;
  }

  private apply(c: Counted, sign: 1 | -1): void {
    for (const grid of [this.all, this.grid(c.dramaId)]) {
      grid.add(c.day, REVENUE.amount, sign * c.amount);
      grid.add(c.day, REVENUE.orders, sign);
    }
  }

  /** An order as the table holds it now (null: removed). */
  set(id: number, p: RevenueOrder | null): void {
    const before = this.counted.get(id);
    if (before) {
      this.apply(before, -1);
      this.counted.delete(id);
      this.idsOfDrama.get(before.dramaId)?.delete(id);
    }
    if (!p || p.status !== 'paid' || p.dramaId === null || !p.payTime) return;
    const c: Counted = { dramaId: p.dramaId, episode: p.episode ?? 0, day: dayOfTime(Date.parse(p.payTime), this.timeZone), amount: p.paidYen };
    this.counted.set(id, c);
    let ids = this.idsOfDrama.get(c.dramaId);
    if (!ids) this.idsOfDrama.set(c.dramaId, (ids = new Set()));
    ids.add(id);
    this.apply(c, 1);
  }

  rebuild(rows: ReadonlyArray<RevenueOrder & { id: number }>): void {
    this.all.clear();
    this.byDrama.clear();
    this.counted.clear();
    this.idsOfDrama.clear();
    for (const p of rows) this.set(p.id, p);
  }

  /** A drama's revenue by episode over days `from` to `to`. */
  byEpisode(dramaId: number, from: number, to: number): Map<number, number> {
    const out = new Map<number, number>();
    for (const id of this.idsOfDrama.get(dramaId) ?? []) {
      const c = this.counted.get(id)!;
      if (c.day >= from && c.day <= to) out.set(c.episode, (out.get(c.episode) ?? 0) + c.amount);
    }
    return out;
  }
}
