import type {ThemeConfig} from '@docusaurus/preset-classic';

type Footer = NonNullable<ThemeConfig['footer']>;

/** Legal links sit in the config; the social icons are drawn by the swizzled Footer/Links wrapper. */
export const footer = {
  style: 'light',
  links: [
    {label: 'Terms of Service', href: 'https://dagster.io/terms'},
    {label: 'Privacy Policy', href: 'https://dagster.io/privacy'},
    {label: 'Security', href: 'https://dagster.io/security'},
  ],
  copyright: 'Copyright © 2025 Dagster Labs',
} satisfies Footer;
