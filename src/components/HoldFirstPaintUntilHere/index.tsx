import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Keeps the browser's first paint back until the page's HTML has been parsed up to this point.
 *
 * A page streams in, and the browser may paint whatever it has parsed so far. An element aligned to the
 * right (the navbar's items, a floated button) grows leftwards as its children arrive, and that is a layout
 * shift. Put this at the end of such an element: it renders an empty marker, and a `<link rel="expect"
 * blocking="render">` in the head that names it. Chromium (124+) holds the first paint until the marker is
 * in the document (it does not wait for the end of a named element, hence a marker rather than the element
 * itself); other browsers ignore the link. Each marker needs a unique id: a link whose marker never comes
 * holds the paint until the whole document is parsed, which is why the link is rendered only with its marker.
 *
 * The link is written into the server HTML only. Inserted by script (on client-side navigation, or in the
 * dev server, which renders in the browser), Chromium can hold rendering with it and never let go, since no
 * parser will ever reach the marker; the theme's head manager then removes the server's copy after hydration.
 */
export function HoldFirstPaintUntilHere({id}: {id: string}): ReactNode {
  return (
    <>
      {!ExecutionEnvironment.canUseDOM && (
        <Head>
          {/* eslint-disable-next-line react/no-unknown-property -- HTML's `blocking` attribute is newer than the rule's list. */}
          <link rel="expect" href={`#${id}`} blocking="render" />
        </Head>
      )}
      <span id={id} hidden />
    </>
  );
}
