import type { Member } from '@/records/members';
import type { ThirdPartyAccount } from '../../contract';
import { DAY, MINUTE, anchor, digits, generator, hex, iso, memberSeed } from '../seed/catalogue';
import { memberTables } from '../tables';

const { members } = memberTables;

/* ------------------------------------------------------------------------------------------------
 * Third-party accounts: what a member's login is linked to, rebuilt from the id.
 * ---------------------------------------------------------------------------------------------- */

function accountId(provider: Member['loginType'], r: () => number, email: string): string {
  switch (provider) {
    case 'google':
      return `1${digits(r, 20)}`;
    case 'apple':
      return `00${digits(r, 4)}.${hex(r, 32)}.${digits(r, 4)}`;
    case 'facebook':
      return `10${digits(r, 14)}`;
    case 'line':
      return `U${hex(r, 32)}`;
    default:
      return email;
  }
}

export function linkedAccounts(email: string): ThirdPartyAccount[] {
  const wanted = email.trim().toLowerCase();
  const out: ThirdPartyAccount[] = [];
  for (const m of members.all()) {
    if (!m.email || m.email.toLowerCase() !== wanted || m.loginType === 'device') continue;
    const r = generator(memberSeed(m.id, 7));
    const joined = new Date(m.joinTime).getTime();
    const base = { email: m.email, memberId: m.id, cardNumber: m.cardNumber, memberName: m.name };
    out.push({ ...base, provider: m.loginType, account: accountId(m.loginType, r, m.email), bindTime: iso(joined + 3 * MINUTE) });
    // Some members later link a second sign-in with the same address.
    if (r() < 0.3) {
      const second = m.loginType === 'email' ? 'google' : 'email';
      out.push({ ...base, provider: second, account: accountId(second, r, m.email), bindTime: iso(joined + Math.floor(r() * Math.max(anchor - joined, DAY))) });
    }
  }
  return out;
}
