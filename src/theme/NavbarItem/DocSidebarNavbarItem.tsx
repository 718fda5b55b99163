// Ejected (small leaf) from theme-classic 3.10.2: the page's doc is found in a path index built once, instead
// of matching every doc's path (twice, through two hooks) in each item on each render. See README.md.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {activeDoc, sidebarLink} from './docs-index';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const versions = useVersions(docsPluginId);
  const {pathname} = useLocation();
  const active = activeDoc(versions, pathname);
  const link = sidebarLink(versions, sidebarId, active?.version);
  const isActive = active?.sidebar === sidebarId;
  return <DefaultNavbarItem exact {...props} isActive={() => isActive} label={label ?? link.label} to={link.path} />;
}
