import { useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { useGoTo } from '@/lib/navigation';
import { ResourcePage } from '@/lib/resource';
import type { ResourceDef } from '@/lib/resource/types';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    paddingRight: tokens.spacingHorizontalS,
  },
  tabs: { flexWrap: 'wrap', flex: 1 },
});

/**
 * Several small resource lists on one page, as tabs above one list (theater/classification,
 * theater/homePage; docs/pages.md says why), with the page's own `actions` beside the tabs (the
 * home-screen preview). The chosen tab is kept for the session under `store`;
 * each list has its own filters, so switching starts the URL clean.
 */
export function TabbedLists({ lists, store, labelId, actions }: { lists: readonly ResourceDef[]; store: string; labelId: MessageId; actions?: ReactNode }) {
  const styles = useStyles();
  const { t } = useI18n();
  const goTo = useGoTo();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [name, setName] = useState(() => sessionStorage.getItem(store) ?? lists[0].name);
  const def = lists.find((d) => d.name === name) ?? lists[0];
  const choose = (next: string) => {
    if (next === def.name) return;
    sessionStorage.setItem(store, next);
    setName(next);
    void goTo(pathname);
  };
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <TabList className={styles.tabs} selectedValue={def.name} onTabSelect={(_, d) => choose(String(d.value))} aria-label={t(labelId)}>
          {lists.map((d) => (
            <Tab key={d.name} value={d.name}>
              {t(d.title)}
            </Tab>
          ))}
        </TabList>
        {actions}
      </div>
      <ResourcePage key={def.name} def={def} />
    </div>
  );
}
