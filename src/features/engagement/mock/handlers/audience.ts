import { MEMBER_TABLE, type Member } from '@/records/members';
import { worldTable } from '@/mocks/db';
import { handleCall, ok } from '@/mocks/http';
import { SEGMENTS, audienceMembersCall, inSegment, reachCall, type MemberBrief } from '@/records/audience';
import { audienceWorld, reach } from '../tables/audience';

/* The audience pickers' calls (popups, internal messages, pushes): members to choose, and the reach of an audience now. */

const members = () => worldTable<Member>(MEMBER_TABLE);

export function brief(m: Member): MemberBrief {
  return { id: m.id, cardNumber: m.cardNumber, name: m.name, phone: m.phone, email: m.email, beanBalance: m.beanBalance, expiryTime: m.expiryTime };
}

export const audienceHandlers = [
  handleCall(audienceMembersCall, ({ input }) => {
    const table = members();
    if (input.ids?.length) return ok(input.ids.map((id) => table.get(id)).filter((m): m is Member => Boolean(m)).map(brief));
    const needle = (input.keyword ?? '').trim().toLowerCase();
    if (needle.length < 2) return ok([]);
    const found: Member[] = [];
    for (const m of table.all()) {
      if (m.cardNumber.includes(needle) || m.phone.includes(needle) || m.email.toLowerCase().includes(needle)) found.push(m);
    }
    // Exact card numbers first, then by id.
    found.sort((a, b) => Number(b.cardNumber === needle) - Number(a.cardNumber === needle) || a.id - b.id);
    return ok(found.slice(0, 20).map(brief));
  }),
  handleCall(reachCall, ({ input }) => {
    const world = audienceWorld();
    const segments = { lowBalance: 0, vipExpiring: 0, streak: 0 };
    for (const m of world.members) for (const s of SEGMENTS) if (inSegment(s, m, world)) segments[s]++;
    const count = reach({ target: input.target, memberIds: input.memberIds ?? [], segment: input.segment ?? null }, world).length;
    return ok({ count, settings: world.settings, segments, total: world.members.length });
  }),
];
