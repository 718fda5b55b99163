/**
 * The HTML template of every built page: Docusaurus's own, except that the page's scripts start only
 * after the browser has painted the server-rendered HTML.
 *
 * Upstream writes them as `<script defer>`. When they have downloaded by the time the parser finishes
 * (a fast network, or a cache), the browser evaluates main.js (React and the route table: 130 to 300
 * ms on a mid-range phone) before its first paint, and the reader waits for it. Lighthouse sees the
 * same race in its unthrottled load and then counts main.js's download and evaluation in simulated
 * LCP (2.7 s instead of 1.6 s on the same page). Here the scripts are preloaded at the priority `defer`
 * gives them, so nothing downloads later, and a small inline script adds them, in order, once the
 * server HTML is painted. The dev server does not use this template.
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The block of Docusaurus 3.10's template that writes the page's scripts. */
const UPSTREAM_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

const PRELOADS = `    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
`;

/**
 * Adds each URL as an ordered, non-async script once the browser reports the first contentful paint
 * (the paint entry arrives after the frame is presented). A `requestAnimationFrame` callback is not
 * enough: Chromium runs it for frames it does not paint while it holds the first one back. Browsers
 * without paint timing wait for one frame. A hidden page paints nothing, so it starts at once; the last
 * timeout bounds the wait whatever happens.
 */
export const SCRIPT_LOADER = `(function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement('script');
      script.src = urls[i];
      script.async = false;
      document.body.appendChild(script);
    }
  }
  function afterPaint() {
    setTimeout(start, 0);
  }
  if (document.visibilityState === 'hidden') return start();
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          return afterPaint();
        }
      }
    }).observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(afterPaint);
  }
  setTimeout(start, 3000);
})`;

/**
 * The inline loader, called with the page's script URLs. Eta evaluates the expression with only `it` in
 * scope; `<` is escaped so no URL can close the script element.
 */
const LOADER = `    <script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>);</script>
`;

const UPSTREAM_BODY_END = `    <%~ it.postBodyTags %>
  </body>`;

/**
 * Docusaurus's template with the scripts preloaded in the head and started after the first paint.
 * Fails, rather than silently keeping upstream's scripts, when a Docusaurus upgrade changes the parts it
 * replaces.
 */
export function paintFirstTemplate(upstream: string): string {
  for (const part of [UPSTREAM_SCRIPTS, UPSTREAM_BODY_END]) {
    if (upstream.split(part).length !== 2) {
      throw new Error(
        `The Docusaurus SSG template no longer contains this block exactly once, so src/config/ssr-template.ts cannot start scripts after the first paint; update it for the new template:\n${part}`,
      );
    }
  }
  return upstream.replace(UPSTREAM_SCRIPTS, PRELOADS).replace(UPSTREAM_BODY_END, `    <%~ it.postBodyTags %>\n${LOADER}  </body>`);
}

export const ssrTemplate = paintFirstTemplate(upstreamTemplate);
