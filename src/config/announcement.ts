import type {ThemeConfig} from '@docusaurus/preset-classic';
import {legacyDocsUrl} from './site';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Change `id` whenever the message changes: the theme stores the dismissed id, so a new id shows the
 * bar again to readers who closed the old one.
 */
export const announcementBar = {
  id: 'legacy-docs-1-9-9',
  content: `Documentation for Dagster 1.9.9 and earlier lives on the <a href="${legacyDocsUrl}" target="_blank" rel="noopener noreferrer">legacy documentation site</a>.`,
  backgroundColor: 'var(--site-announcement-bg)',
  textColor: 'var(--site-announcement-fg)',
  isCloseable: true,
} satisfies AnnouncementBar;
