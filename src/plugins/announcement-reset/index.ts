import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcementResetTags} from './core';

/** Shows a changed announcement on the very first page load after the change, not one load later. */
export default function announcementResetPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'docs-announcement-reset',
    injectHtmlTags() {
      return {preBodyTags: announcementResetTags(announcementBar?.id)};
    },
  };
}
