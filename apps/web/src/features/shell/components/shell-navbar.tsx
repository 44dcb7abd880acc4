import { AppShell, Box, NavLink, ScrollArea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TAppRoute } from '../../../lib/navigation/app-routes';
import { AREA_ICONS } from '../../../lib/navigation/area-icons';
import { buildMenu } from '../../../lib/navigation/menu';
import { useSession } from '../../../lib/use-session';
import { BusinessUnitFilter } from './business-unit-filter';
import { BusinessUnitSwitcher } from './business-unit-switcher';

/** The side menu: one entry per area the user may open, built from the route table and the access check. */
export function ShellNavbar() {
  const session = useSession();
  const { pathname } = useLocation();
  const groups = buildMenu(session);

  return (
    <>
      <AppShell.Section p="xs" pb={0}>
        <BusinessUnitSwitcher />
        {/* On a phone the top bar has no room: the unit filter sits under the unit. */}
        <Box hiddenFrom="sm" mt="xs">
          <BusinessUnitFilter variant="menu" />
        </Box>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} p="xs">
        {groups.map(({ area, items }) => {
          const Icon = AREA_ICONS[area.key];
          const icon = <Icon size={20} stroke={1.6} />;
          const only = items.length === 1 ? items[0] : undefined;
          if (only) {
            return (
              <NavLink
                key={area.key}
                component={Link}
                to={only.path}
                label={area.label}
                leftSection={icon}
                active={pathname === only.path}
                aria-current={pathname === only.path ? 'page' : undefined}
              />
            );
          }
          return (
            <MenuGroup key={area.key} label={area.label} icon={icon} items={items} pathname={pathname} />
          );
        })}
      </AppShell.Section>
    </>
  );
}

interface MenuGroupProps {
  label: string;
  icon: ReactNode;
  items: TAppRoute[];
  pathname: string;
}

/**
 * An area with several pages: a button that opens and closes its list (Enter or Space), announced with
 * aria-expanded — a plain NavLink with children renders an anchor without href, which the keyboard skips.
 * Opened at first when the current page is one of its items.
 */
function MenuGroup({ label, icon, items, pathname }: MenuGroupProps) {
  const [opened, setOpened] = useState(() => items.some((item) => pathname === item.path));
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={34}
    >
      {items.map((item) => (
        <NavLink
          key={item.path}
          component={Link}
          to={item.path}
          label={item.title}
          active={pathname === item.path}
          aria-current={pathname === item.path ? 'page' : undefined}
        />
      ))}
    </NavLink>
  );
}
