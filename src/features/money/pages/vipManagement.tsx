import { ResourcePage } from '@/lib/resource';
import { vipRecordResource } from '../resources/vipRecords';
import { vipTypeResource } from '../resources/vipTypes';
import { MemberLink, useUrlTabs } from '../components/MoneyParts';

const TABS = ['types', 'records'] as const;

/**
 * operate/vipManagement: two tabs (the chosen one in the URL). VIP types: what is sold as a
 * subscription (name, period, price and currency, first-period price, auto-renew, order, enabled;
 * how many members hold one now). VIP records: each member's VIP time and where it came from (an
 * order and its renewals, a card code, or an operator's "set VIP" on the member page).
 */
export default function VipPage() {
  const { tab, header } = useUrlTabs(TABS, { types: 'operate.vipType.table', records: 'operate.vipRecord.table' });
  if (tab === 'records') return <ResourcePage key="records" def={vipRecordResource} header={header} detailExtra={(row) => <MemberLink cardNumber={row.cardNumber} />} />;
  return <ResourcePage key="types" def={vipTypeResource} header={header} />;
}
