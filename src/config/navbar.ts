import type {ThemeConfig} from '@docusaurus/preset-classic';
import {SECTIONS} from './sections';
import {feedbackUrl} from './site';

type Navbar = NonNullable<ThemeConfig['navbar']>;

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
    // One left-hand entry per sidebar; each links to the first doc of its sidebar, the section index.
    ...SECTIONS.map(({sidebarId, label}) => ({
      type: 'docSidebar' as const,
      sidebarId,
      label,
      position: 'left' as const,
    })),
    {href: feedbackUrl, label: 'Feedback', position: 'right', className: 'navbar__feedback'},
  ],
} satisfies Navbar;
