import { useRouterState } from '@tanstack/react-router';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { useGoTo } from '@/lib/navigation';
import { ResourcePage } from '@/lib/resource';
import type { ResourceDef } from '@/lib/resource/types';
import { DistributionConsole } from '../components/DistributionConsole';
import { channelResource, companyResource, orderResource, shareResource } from '../resources';

const useStyles = makeStyles({
  // Wraps on a phone rather than run out of the window.
  tabs: { flexWrap: 'wrap', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: `0 ${tokens.spacingHorizontalS}` },
});

const TABS = ['companies', 'channels', 'console', 'orders', 'shares'] as const;
type TabKey = (typeof TABS)[number];
const LISTS: Record<Exclude<TabKey, 'console'>, ResourceDef> = {
  companies: companyResource,
  channels: channelResource,
  orders: orderResource,
  shares: shareResource,
};

/**
 * channel/management: five tabs, the chosen one in the URL (?tab=): channel companies, channels,
 * the distribution console, distribution orders and share records. Switching tabs drops the
 * other tab's filters, sort and page.
 */
export default function ChannelManagementPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const goTo = useGoTo();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const tab: TabKey = (TABS as readonly unknown[]).includes(search.tab) ? (search.tab as TabKey) : 'companies';

  const header = (
    <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => void goTo(location.pathname, d.value === 'companies' ? {} : { tab: d.value })} aria-label={t('channel.page.tabs')}>
      {TABS.map((k) => (
        <Tab key={k} value={k}>
          {t(`channel.tab.${k}` as MessageId)}
        </Tab>
      ))}
    </TabList>
  );

  if (tab === 'console') return <DistributionConsole header={header} />;
  return <ResourcePage key={tab} def={LISTS[tab]} header={header} />;
}
