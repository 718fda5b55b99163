import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {CARD_HEIGHT, CARD_WIDTH} from './card-path';

/**
 * The tags a link preview reads for a card: the image for Open Graph and X, its size (so a preview can
 * lay out before the image arrives) and its alt text. Rendered later in the tree than the theme's own
 * tags, so these win where both set the same property.
 */
export function CardMeta({url, alt}: {url: string; alt: string}): ReactNode {
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
