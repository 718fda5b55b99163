// Ejected (small leaf) from theme-classic 3.10.2: the menu filler gets one prop instead of the sidebar's
// props, so it never sorts prop names with localeCompare while the page starts. See README.md.
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

function DocSidebarMobileSecondaryMenu({sidebarProps: {sidebar, path}}: {sidebarProps: Props}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As upstream: a category closes the menu only when it links somewhere.
          if ((item.type === 'category' && item.href) || item.type === 'link') mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{sidebarProps: props}} />;
}

export default memo(DocSidebarMobile);
