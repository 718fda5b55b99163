import type {HtmlTagObject} from '@docusaurus/types';

export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * The theme hides a dismissed bar before hydration from the stored dismissal alone, so a reader who
 * closed an older announcement would not see a new one until the next page load. This script, run
 * right after the theme's, un-hides the bar when the stored id differs from the current one.
 */
/** A JS string literal that cannot close the surrounding script element. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function announcementResetScript(announcementId: string): string {
  return (
    `(function(){try{if(localStorage.getItem(${literal(ANNOUNCEMENT_ID_KEY)})!==${literal(announcementId)})` +
    `{document.documentElement.setAttribute(${literal(INITIALLY_DISMISSED_ATTRIBUTE)},'false')}}catch(e){}})();`
  );
}

export function announcementResetTags(announcementId: string | undefined): HtmlTagObject[] {
  if (!announcementId) return [];
  return [{tagName: 'script', innerHTML: announcementResetScript(announcementId)}];
}
