// Ejected (small leaf): upstream's DocCard imports the theme's extractLeadingEmoji, whose module builds
// an Intl.Segmenter on every doc page. This copy uses the lazy one in ../../leading-emoji.ts. See README.md.
import type {ReactNode} from 'react';
import {findFirstSidebarItemLink, useDocById} from '@docusaurus/plugin-content-docs/client';
import {useDocCardDescriptionCategoryItemsPlural} from '@docusaurus/theme-common/internal';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Layout from '@theme/DocCard/Layout';
import type {Props} from '@theme/DocCard';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {extractLeadingEmoji} from '../../leading-emoji';

type CardItem = PropSidebarItemCategory | PropSidebarItemLink;

function fallbackIcon(item: CardItem): string {
  if (item.type === 'category') return '🗃';
  return isInternalUrl(item.href) ? '📄️' : '🔗';
}

function iconAndTitle(item: CardItem): {icon: string; title: string} {
  const {emoji, rest} = extractLeadingEmoji(item.label);
  return {icon: emoji ?? fallbackIcon(item), title: rest.trim()};
}

function CardCategory({item}: {item: PropSidebarItemCategory}): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const categoryItemsPlural = useDocCardDescriptionCategoryItemsPlural();
  // Categories without a link are filtered out before the cards are drawn.
  if (!href) return null;
  return (
    <Layout
      item={item}
      className={item.className}
      href={href}
      description={item.description ?? categoryItemsPlural(item.items.length)}
      {...iconAndTitle(item)}
    />
  );
}

function CardLink({item}: {item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return <Layout item={item} className={item.className} href={item.href} description={item.description ?? doc?.description} {...iconAndTitle(item)} />;
}

export default function DocCard({item}: Props): ReactNode {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
