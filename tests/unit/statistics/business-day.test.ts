import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { memberTables } from '@/features/member/mock/tables';
import { OrderSchema } from '@/records/orders';
import { SystemConfigSchema } from '@/records/config';
import { DashboardReportSchema, OrderReportSchema } from '@/features/statistics/contract';
import { shiftDay, todayIn } from '@/lib/report/period';
import { currentTimeZone } from '@/lib/time-zone';
import { now } from '@/mocks/clock';
import { useMockBackend } from '../support/mock-server';
import { zoneDay } from '../support/zone-day';

/*
 * The business day through the mock's API (docs/business-day.md): the zone saved in the settings
 * is the one GET config/v1/timeZone answers and the one the warehouses and the list filters count
 * days in, so the dashboard is the order lists' totals in every zone (a half-hour offset and a DST
 * zone among them), the report's days move with the zone, and today compares with yesterday up to
 * the same time of day, counted from the records.
 */

const { token } = useMockBackend();
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
async function setZone(zone: string) {
  const config = await api.get('config/v1/get', undefined, SystemConfigSchema);
  const { id: _id, requestTimeoutMs: _t, updateTime: _u, updatedBy: _b, ...values } = config;
  return api.post('config/v1/update', { ...values, reportTimeZone: zone }, SystemConfigSchema);
}
const Page = v.object({ records: v.array(OrderSchema), total: v.number(), summary: v.object({ count: v.number(), paidYen: v.number() }) });
const ZoneAnswer = v.object({ reportTimeZone: v.string() });

describe('the business day over the demo world', () => {
  it('is Asia/Tokyo by default; a saved zone is what config/v1/timeZone answers; an unknown zone is refused', async () => {
    await signIn();
    expect((await api.get('config/v1/timeZone', undefined, ZoneAnswer)).reportTimeZone).toBe('Asia/Tokyo');
    await setZone('Asia/Kolkata');
    expect((await api.get('config/v1/timeZone', undefined, ZoneAnswer)).reportTimeZone).toBe('Asia/Kolkata');
    expect(currentTimeZone()).toBe('Asia/Kolkata');
    await expect(setZone('Mars/Olympus_Mons')).rejects.toMatchObject({ message: expect.stringContaining('IANA') as unknown });
    expect((await api.get('config/v1/timeZone', undefined, ZoneAnswer)).reportTimeZone).toBe('Asia/Kolkata');
  });

  it('the same date filter asked again in another zone counts that zone’s days (no answer kept from the zone before)', async () => {
    await signIn();
    const end = shiftDay(todayIn('UTC', now()), -1);
    const start = shiftDay(end, -2);
    const filters = { pageNum: 1, pageSize: 1, status: 'paid', payTime: [start, end] };
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'Asia/Kolkata']) {
      await setZone(zone);
      const vip = (await api.post('vipOrder/v1/page', filters, Page)).summary;
      const own = memberTables.orders.all().filter((o) => o.type === 'vip' && o.status === 'paid' && o.payTime && zoneDay(o.payTime, zone) >= start && zoneDay(o.payTime, zone) <= end);
      expect(vip.count, zone).toBe(own.length);
      expect(vip.paidYen, zone).toBe(own.reduce((n, o) => n + o.paidYen, 0));
    }
  });

  it('in every zone the dashboard is the order lists’ totals for the period, and the report’s days are the orders’ pay days in that zone', async () => {
    await signIn();
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      await setZone(zone);
      const end = todayIn(zone, now());
      const start = shiftDay(end, -6);
      const r = await api.post('statistics/v1/dashboard', { start, end, compare: 'wholeDay' }, DashboardReportSchema);
      const filters = { pageNum: 1, pageSize: 1, status: 'paid', payTime: [start, end] };
      const vip = (await api.post('vipOrder/v1/page', filters, Page)).summary;
      const beans = (await api.post('rechargeOrder/v1/page', filters, Page)).summary;
      expect(r.figures.current.paymentAmount, zone).toBe(vip.paidYen + beans.paidYen);
      expect(r.figures.current.paymentCount, zone).toBe(vip.count + beans.count);
      // Day by day: the paid orders whose pay time falls on that day of the zone (Intl's calendar).
      const orders = await api.post('statistics/v1/orders', { start, end }, OrderReportSchema);
      const paid = memberTables.orders.all().filter((o) => o.status === 'paid' && o.payTime && o.payTime >= shiftDay(start, -1) && o.payTime <= `${shiftDay(end, 1)}T23:59:59.999Z`);
      for (const d of orders.days) {
        const own = paid.filter((o) => zoneDay(o.payTime!, zone) === d.date);
        expect(d.paidOrders, `${zone} ${d.date}`).toBe(own.length);
        expect(d.paidAmount, `${zone} ${d.date}`).toBe(own.reduce((n, o) => n + o.paidYen, 0));
      }
    }
  });

  it('today compares with yesterday up to the same time of day by default, with the whole of yesterday on request', async () => {
    await signIn();
    for (const zone of ['Asia/Tokyo', 'America/New_York']) {
      await setZone(zone);
      const today = todayIn(zone, now());
      const same = await api.post('statistics/v1/dashboard', { start: today, end: today }, DashboardReportSchema);
      expect(same.previousUntil).toBeTruthy();
      const until = Date.parse(same.previousUntil!);
      expect(zoneDay(same.previousUntil!, zone)).toBe(shiftDay(today, -1));
      // What yesterday had paid by then, from the order rows.
      const paidBy = memberTables.orders.all().filter((o) => o.status === 'paid' && o.payTime && o.payTime >= shiftDay(today, -3) && zoneDay(o.payTime, zone) === shiftDay(today, -1) && Date.parse(o.payTime) < until);
      expect(same.figures.previous.paymentCount).toBe(paidBy.length);
      expect(same.figures.previous.paymentAmount).toBe(paidBy.reduce((n, o) => n + o.paidYen, 0));
      expect(same.figures.previous.payers).toBe(new Set(paidBy.map((o) => o.memberId)).size);
      // The whole of yesterday: yesterday's own figures.
      const whole = await api.post('statistics/v1/dashboard', { start: today, end: today, compare: 'wholeDay' }, DashboardReportSchema);
      const yesterday = await api.post('statistics/v1/dashboard', { start: shiftDay(today, -1), end: shiftDay(today, -1) }, DashboardReportSchema);
      expect(whole.previousUntil ?? null).toBeNull();
      expect(whole.figures.previous).toEqual(yesterday.figures.current);
      expect(same.figures.previous.paymentCount).toBeLessThanOrEqual(whole.figures.previous.paymentCount);
      expect(same.figures.previous.newUsers).toBeLessThanOrEqual(whole.figures.previous.newUsers);
      expect(same.figures.previous.viewers).toBeLessThanOrEqual(whole.figures.previous.viewers);
    }
  });
});
