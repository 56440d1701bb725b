import { dayOfTime, dayText } from '@/lib/report/period';
import { RENEWAL_RETRY_DAYS, RETENTION_DAYS, THIRTY_DAY_MARKS, VIP_RETENTION_PERIODS, type ThirtyDaysReport, type VipReport } from '../../../contract';
import { COHORT, COHORT_DAYS, PEOPLE, type Run } from '../warehouse/orders';
import { DAY_MS, joins, percent, ratio, round2, spans, type Sources, type Span } from './common';

/* VIP statistics and the 30-day cumulative payment. */

/* ---------------------------------------------------------------- VIP statistics */

/** When a subscription's VIP time ends: at its refund, else at the end of the last period paid. */
function runEnd(run: Run, periodDays: number): number {
  return run.refundMs ?? run.lastPayMs + periodDays * DAY_MS;
}

export function vipReport(s: Sources, start: string, end: string, vipTypeId?: number | null): VipReport {
  const { current, previous, period } = spans(start, end);
  const nowMs = s.now();
  const today = dayOfTime(nowMs);
  const types = s.vipTypes();
  const lengths = new Map(types.map((t) => [t.id, Math.max(1, t.days)]));
  const lengthOf = (id: number) => lengths.get(id) ?? 30;
  const runs = s.orders.runs();
  const ends = runs.map((r) => runEnd(r, lengthOf(r.vipTypeId)));
  const lapsedDay = ends.map((ms) => (ms <= nowMs ? dayOfTime(ms) : Number.POSITIVE_INFINITY));

  const figures = (span: Span) => {
    let lapsed = 0;
    let matured = 0;
    let retained = 0;
    runs.forEach((run, i) => {
      if (lapsedDay[i] >= span.from && lapsedDay[i] <= span.to) lapsed += 1;
      if (run.startDay >= span.from && run.startDay <= span.to && run.startDay + RETENTION_DAYS <= today) {
        matured += 1;
        if (ends[i] > run.startMs + RETENTION_DAYS * DAY_MS) retained += 1;
      }
    });
    return {
      newVips: s.orders.people.sum(span.from, span.to, PEOPLE.newVips),
      renewals: s.orders.people.sum(span.from, span.to, PEOPLE.renewals),
      lapsed,
      retention7: percent(retained, matured),
    };
  };

  // Per day: lapses and the 7-day retention of the day's new VIPs.
  const n = current.days;
  const lapsedPerDay = new Array<number>(n).fill(0);
  const startedPerDay = new Array<number>(n).fill(0);
  const retainedPerDay = new Array<number>(n).fill(0);
  const byType = new Map<number, { newVips: number; renewals: number; lapsed: number }>(types.map((t) => [t.id, { newVips: 0, renewals: 0, lapsed: 0 }]));
  const typeRow = (id: number) => {
    let row = byType.get(id);
    if (!row) byType.set(id, (row = { newVips: 0, renewals: 0, lapsed: 0 }));
    return row;
  };
  runs.forEach((run, i) => {
    const l = lapsedDay[i];
    if (l >= current.from && l <= current.to) {
      lapsedPerDay[l - current.from] += 1;
      typeRow(run.vipTypeId).lapsed += 1;
    }
    if (run.startDay >= current.from && run.startDay <= current.to) {
      startedPerDay[run.startDay - current.from] += 1;
      typeRow(run.vipTypeId).newVips += 1;
      if (ends[i] > run.startMs + RETENTION_DAYS * DAY_MS) retainedPerDay[run.startDay - current.from] += 1;
    }
  });
  for (const r of s.orders.renewals(current.from, current.to)) typeRow(r).renewals += 1;
  const days: VipReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    const i = day - current.from;
    days.push({
      date: dayText(day),
      newVips: s.orders.people.get(day, PEOPLE.newVips),
      renewals: s.orders.people.get(day, PEOPLE.renewals),
      lapsed: lapsedPerDay[i],
      retention7: day + RETENTION_DAYS <= today ? percent(retainedPerDay[i], startedPerDay[i]) : null,
    });
  }

  // The cohort table: 12 cohorts of one period each, up to the period's end, oldest first.
  const chosen = types.find((t) => t.id === vipTypeId) ?? types.find((t) => t.autoRenew) ?? types[0];
  const cohorts: VipReport['cohorts'] = [];
  if (chosen) {
    const L = Math.max(1, chosen.days);
    const first = current.to - VIP_RETENTION_PERIODS * L + 1;
    const vips = new Array<number>(VIP_RETENTION_PERIODS).fill(0);
    const reached = Array.from({ length: VIP_RETENTION_PERIODS }, () => new Array<number>(VIP_RETENTION_PERIODS).fill(0));
    for (const run of runs) {
      if (run.vipTypeId !== chosen.id || run.startDay < first || run.startDay > current.to) continue;
      const k = Math.floor((run.startDay - first) / L);
      vips[k] += 1;
      for (let p = 0; p < Math.min(run.periods, VIP_RETENTION_PERIODS); p++) reached[k][p] += 1;
    }
    for (let k = 0; k < VIP_RETENTION_PERIODS; k++) {
      const from = first + k * L;
      const to = from + L - 1;
      cohorts.push({
        start: dayText(from),
        end: dayText(to),
        vips: vips[k],
        periods: reached[k].map((count, p) => {
          // Period p + 1 starts p periods after the cohort's last day (renewals declined are retried for a few days).
          const due = to + p * L + (p > 0 ? RENEWAL_RETRY_DAYS : 0);
          return vips[k] > 0 && due <= today ? percent(count, vips[k]) : null;
        }),
      });
    }
  }

  return {
    ...period,
    figures: { current: figures(current), previous: figures(previous) },
    days,
    types: [...byType].map(([id, row]) => ({ vipTypeId: id, name: types.find((t) => t.id === id)?.name ?? `#${id}`, ...row })),
    vipTypes: types.map((t) => ({ id: t.id, name: t.name, days: t.days })),
    cohortType: chosen ? { id: chosen.id, name: chosen.name, days: chosen.days } : null,
    cohorts,
  };
}

/* ---------------------------------------------------------------- 30-day cumulative payment */

function thirtyFigures(s: Sources, span: Span) {
  const c = s.orders.cohorts;
  let amount = 0;
  let payers = 0;
  for (let k = 0; k < COHORT_DAYS; k++) {
    amount += c.sum(span.from, span.to, COHORT.yen(k));
    payers += c.sum(span.from, span.to, COHORT.firstPaid(k));
  }
  const newUsers = joins(s, span).total;
  return { newUsers, payers, amount, amountPerUser: round2(ratio(amount, newUsers)) };
}

export function thirtyDaysReport(s: Sources, start: string, end: string): ThirtyDaysReport {
  const { current, previous, period } = spans(start, end);
  const c = s.orders.cohorts;
  const today = dayOfTime(s.now());
  const joined = joins(s, current);
  const curveAmount = new Array<number>(COHORT_DAYS).fill(0);
  const curvePayers = new Array<number>(COHORT_DAYS).fill(0);
  const cohorts: ThirtyDaysReport['cohorts'] = [];
  for (let day = current.from; day <= current.to; day++) {
    let amount = 0;
    let payers = 0;
    const marks: Record<string, number | null> = {};
    for (let k = 0; k < COHORT_DAYS; k++) {
      amount += c.get(day, COHORT.yen(k));
      payers += c.get(day, COHORT.firstPaid(k));
      curveAmount[k] += amount;
      curvePayers[k] += payers;
      if ((THIRTY_DAY_MARKS as readonly number[]).includes(k)) marks[`d${k}`] = day + k <= today ? amount : null;
    }
    cohorts.push({ date: dayText(day), newUsers: joined.perDay[day - current.from], payers, d0: marks.d0, d1: marks.d1, d3: marks.d3, d7: marks.d7, d14: marks.d14, d30: marks.d30 });
  }
  return {
    ...period,
    figures: { current: thirtyFigures(s, current), previous: thirtyFigures(s, previous) },
    cohorts,
    curve: curveAmount.map((amount, day) => ({ day, amount, payers: curvePayers[day], amountPerUser: round2(ratio(amount, joined.total)) })),
  };
}
