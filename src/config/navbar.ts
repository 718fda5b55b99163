import type {ThemeConfig} from '@docusaurus/preset-classic';
import {feedbackUrl} from './site';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/** One left-hand entry per sidebar; each links to the first doc of its sidebar, the section index. */
const sections = [
  {sidebarId: 'docs', label: 'Docs'},
  {sidebarId: 'tutorials', label: 'Tutorials'},
  {sidebarId: 'integrations', label: 'Integrations'},
  {sidebarId: 'dagsterPlus', label: 'Dagster+'},
  {sidebarId: 'api', label: 'API reference'},
] as const;

export const navbar = {
  title: '',
  hideOnScroll: true,
  logo: {
    alt: 'Dagster Docs',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 132,
    height: 32,
  },
  items: [
    ...sections.map(({sidebarId, label}) => ({
      type: 'docSidebar' as const,
      sidebarId,
      label,
      position: 'left' as const,
    })),
    {href: feedbackUrl, label: 'Feedback', position: 'right', className: 'navbar__feedback'},
  ],
} satisfies Navbar;

export const navbarSections = sections;
