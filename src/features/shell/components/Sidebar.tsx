import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { CounterBadge, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useMenuBadges, type MenuBadge } from '@/lib/menu-badges';
import { menuLabel, normalizePath, pagePath, type MenuItem as Item } from '@/lib/menu';
import { MenuIcon } from './MenuIcon';

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: '2px', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}` },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  group: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '38px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    textAlign: 'start',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  collapsedGroup: { justifyContent: 'center', padding: 0 },
  label: { flexGrow: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  badge: { flexShrink: 0, marginLeft: tokens.spacingHorizontalXS },
  link: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '34px',
    paddingLeft: '42px',
    paddingRight: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    // BrandForeground1 on BrandBackground2Hover is 4.1:1, short of the 4.5:1 text needs.
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
  },
});

export interface SidebarProps {
  menu: Item[];
  currentPath: string;
  collapsed: boolean;
  label: string;
  onNavigate?: () => void;
}

function groupOf(menu: Item[], currentPath: string): number | undefined {
  const key = normalizePath(currentPath);
  return menu.find((g) => g.children?.some((c) => normalizePath(c.path) === key))?.id;
}

/** The sidebar (a navigation landmark) built from the server's menu: groups that open, pages as links. */
export function Sidebar({ menu, currentPath, collapsed, label, onNavigate }: SidebarProps) {
  const styles = useStyles();
  const { locale, t } = useI18n();
  const activeGroup = groupOf(menu, currentPath);
  const badges = useMenuBadges(
    menu.flatMap((g) => [g, ...(g.children ?? [])]).map((i) => normalizePath(i.path)),
  );
  /** The item's count, shown as a badge and given to screen readers as the link's description (its name stays the page's). */
  const badgeOf = (item: Item) => {
    const badge: MenuBadge | undefined = badges[normalizePath(item.path)];
    if (!badge?.count) return { badge: null, describedBy: undefined };
    const id = `menu-badge-${item.id}`;
    return {
      describedBy: id,
      badge: (
        <>
          <CounterBadge className={styles.badge} count={badge.count} size="small" color="danger" overflowCount={99} aria-hidden data-menu-badge="" />
          <span id={id} hidden>
            {t(badge.label, { count: badge.count })}
          </span>
        </>
      ),
    };
  };
  const [open, setOpen] = useState<Set<number>>(() => new Set(activeGroup ? [activeGroup] : []));
  const currentKey = normalizePath(currentPath);
  const navigate = useNavigate();

  useEffect(() => {
    if (activeGroup) setOpen((prev) => (prev.has(activeGroup) ? prev : new Set(prev).add(activeGroup)));
  }, [activeGroup]);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const link = (item: Item) => {
    const active = normalizePath(item.path) === currentKey;
    const { badge, describedBy } = badgeOf(item);
    return (
      <Link
        aria-describedby={describedBy}
        to={pagePath(item.path)}
        className={mergeClasses(styles.link, active && styles.active)}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span className={styles.label}>{menuLabel(item, locale)}</span>
        {badge}
      </Link>
    );
  };

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {menu.map((group) => {
          const children = group.children ?? [];
          const name = menuLabel(group, locale);
          if (!children.length) {
            return <li key={group.id}>{link(group)}</li>;
          }
          if (collapsed) {
            return (
              <li key={group.id}>
                <Menu positioning="after-top">
                  <MenuTrigger disableButtonEnhancement>
                    <Tooltip content={name} relationship="label" positioning="after">
                      <button type="button" className={mergeClasses(styles.group, styles.collapsedGroup, group.id === activeGroup && styles.active)}>
                        <MenuIcon url={group.iconUrl} size={20} />
                      </button>
                    </Tooltip>
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      {children.map((child) => (
                        <MenuItem
                          key={child.id}
                          aria-describedby={badgeOf(child).describedBy}
                          onClick={() => {
                            void navigate({ to: pagePath(child.path) });
                            onNavigate?.();
                          }}
                        >
                          {menuLabel(child, locale)}
                          {badgeOf(child).badge}
                        </MenuItem>
                      ))}
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </li>
            );
          }
          const expanded = open.has(group.id);
          const listId = `menu-group-${group.id}`;
          return (
            <li key={group.id}>
              <button
                type="button"
                className={mergeClasses(styles.group, group.id === activeGroup && !expanded && styles.active)}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => toggle(group.id)}
              >
                <MenuIcon url={group.iconUrl} size={20} />
                <span className={styles.label}>{name}</span>
                {expanded ? <ChevronDownRegular aria-hidden /> : <ChevronRightRegular aria-hidden />}
              </button>
              {expanded ? (
                <ul id={listId} className={styles.list}>
                  {children.map((child) => (
                    <li key={child.id}>{link(child)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
