import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Keeps the browser's first paint back until the page's HTML has been parsed up to this point.
 *
 * A page streams in, and the browser may paint whatever it has parsed so far. An element aligned to the
 * right (the navbar's items, a floated button) grows leftwards as its children arrive, and that is a layout
 * shift. Put this at the end of such an element: it renders an empty marker, and a `<link rel="expect"
 * blocking="render">` in the head that names it. Chromium (124+) holds the first paint until the marker is
 * in the document (it does not wait for the end of a named element, hence a marker rather than the element
 * itself); other browsers ignore the link. The hold applies only while the page is first parsed, so it costs
 * nothing on client-side navigation. Each marker needs a unique id: a link whose marker never comes holds
 * the paint until the whole document is parsed, which is why the link is rendered only with its marker.
 */
export function HoldFirstPaintUntilHere({id}: {id: string}): ReactNode {
  return (
    <>
      <Head>
        {/* eslint-disable-next-line react/no-unknown-property -- HTML's `blocking` attribute is newer than the rule's list. */}
        <link rel="expect" href={`#${id}`} blocking="render" />
      </Head>
      <span id={id} hidden />
    </>
  );
}
