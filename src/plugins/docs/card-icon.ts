/** What a doc card points at, which decides its icon: a category of pages, one page, or another site. */
export type CardIconKind = 'category' | 'page' | 'external';

/** The same test as Docusaurus's `isInternalUrl`: a scheme (`https:`, `mailto:`) or `//` means another site. */
const EXTERNAL = /^(?:\w*:|\/\/)/;

export function cardIconKind(item: {type: string; href?: string}): CardIconKind {
  if (item.type === 'category') return 'category';
  return item.href !== undefined && EXTERNAL.test(item.href) ? 'external' : 'page';
}
