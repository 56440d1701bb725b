import { useRouterState } from '@tanstack/react-router';
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { pagePath } from '@/lib/menu';
import { useGoTo, type PageSearch } from '@/lib/navigation';

/*
 * Pieces the money area's pages share: tabs kept in the URL, the link from a record to its
 * member. Their dialogs with a form (generate codes, add to the white list) are the kernel's
 * `FormShell` (src/lib/form-shell.tsx).
 */

const useStyles = makeStyles({
  // Wraps on a phone rather than run out of the window.
  tabs: { flexWrap: 'wrap', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: `0 ${tokens.spacingHorizontalS}` },
});

/**
 * Tabs above a page's lists, the chosen one in the URL (`?tab=`, the first tab without it), as on
 * channel/management: a reload or a shared link shows the same tab; switching starts the other
 * list's filters clean.
 */
export function useUrlTabs<K extends string>(tabs: readonly K[], labels: Record<K, MessageId>) {
  const styles = useStyles();
  const { t } = useI18n();
  const goTo = useGoTo();
  const location = useRouterState({ select: (s) => s.location });
  const search: PageSearch = location.search;
  const tab: K = (tabs as readonly unknown[]).includes(search.tab) ? (search.tab as K) : tabs[0];
  /** Opens a tab with some of its list's URL (filters): `{ 'f.batchId': 3 }`. */
  const open = (next: K, extra: PageSearch = {}) => void goTo(location.pathname, { ...(next === tabs[0] ? {} : { tab: next }), ...extra });
  const header = (
    <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => open(d.value as K)} aria-label={t('operate.tabs')}>
      {tabs.map((k) => (
        <Tab key={k} value={k}>
          {t(labels[k])}
        </Tab>
      ))}
    </TabList>
  );
  return { tab, header, open };
}

/** Opens the member list filtered to this card number (when the role may see members). */
export function MemberLink({ cardNumber }: { cardNumber: string }) {
  const { t } = useI18n();
  const goTo = useGoTo();
  const granted = useGrant();
  if (!cardNumber || !granted('member/memberInforMation')) return null;
  return (
    <div>
      <Button icon={<PersonRegular />} onClick={() => void goTo(pagePath('member/memberInforMation'), { 'f.cardNumber': cardNumber })}>
        {t('operate.openMember')}
      </Button>
    </div>
  );
}
