import {strict as assert} from 'node:assert';
import {runInNewContext} from 'node:vm';
import {describe, it} from 'node:test';
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {compileSSGTemplate, type SSGTemplateData} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {paintFirstTemplate} from '../../src/config/ssr-template';

const data: SSGTemplateData = {
  appHtml: '<main>Hello</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '',
  preBodyTags: '',
  postBodyTags: '<div id="post"></div>',
  metaAttributes: [],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/page.3.js'],
  stylesheets: ['assets/css/styles.4.css'],
  noIndex: false,
  version: '3.10.2',
};

async function render(overrides: Partial<SSGTemplateData> = {}): Promise<string> {
  // Compiled the way Docusaurus compiles a site's ssrTemplate, so Eta's whitespace rules apply too.
  const compiled = await compileSSGTemplate(paintFirstTemplate(upstreamTemplate));
  return compiled({...data, ...overrides});
}

type PaintCallback = (list: {getEntries(): {name: string}[]}, observer: {disconnect(): void}) => void;

/**
 * A browser just big enough for the loader: records what it appends, and holds the callbacks it
 * registers so a test decides when a frame, a paint entry or a timer happens.
 */
function fakeBrowser(visibilityState: 'visible' | 'hidden', paintTiming = true) {
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: {run: () => void; delay: number}[] = [];
  const observers: {callback: PaintCallback; disconnected: boolean; options?: unknown}[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      this.record = {callback, disconnected: false};
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers) {
      if (!observer.disconnected) observer.callback({getEntries: () => [{name}]}, {disconnect: () => (observer.disconnected = true)});
    }
  };
  const context = {
    window: {PerformanceObserver},
    PerformanceObserver,
    document: {
      visibilityState,
      createElement: () => ({src: '', async: true}),
      body: {appendChild: (element: {src: string; async: boolean}) => appended.push({...element})},
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay: number) => timers.push({run, delay}),
  };
  const runTimers = (delay: number) => timers.filter((timer) => timer.delay === delay).forEach((timer) => timer.run());
  return {appended, frames, timers, observers, paint, runTimers, context};
}

const IN_ORDER = [
  {src: '/assets/js/runtime~main.1.js', async: false},
  {src: '/assets/js/main.2.js', async: false},
  {src: '/assets/js/page.3.js', async: false},
];

function loaderOf(html: string): string {
  const match = /<script>(\(function \(urls\)[\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, 'the page has the inline loader');
  return match[1];
}

describe('SSR template: scripts start after the first paint', () => {
  it('preloads every script in the head at the priority defer gives it, and writes no deferred script', async () => {
    const html = await render();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(preloads, ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js', '/assets/js/page.3.js']);
    assert.doesNotMatch(html, /<script[^>]*\bsrc=/);
    assert.match(head, /<link rel="stylesheet" href="\/assets\/css\/styles\.4\.css"/);
    assert.match(html, /<div id="__docusaurus"><main>Hello<\/main><\/div>/);
    // The loader comes after everything else in the body, so the whole page is parsed when it runs.
    assert.ok(html.indexOf('<div id="post">') < html.indexOf('<script>(function (urls)'));
  });

  it('adds the scripts in order, not async, only after the first contentful paint', async () => {
    const browser = fakeBrowser('visible');
    runInNewContext(loaderOf(await render()), browser.context);
    assert.equal(JSON.stringify(browser.observers[0].options), JSON.stringify({type: 'paint', buffered: true}));
    assert.equal(browser.frames.length, 0, 'a frame is not taken for a paint');
    browser.paint('first-paint');
    browser.runTimers(0);
    assert.deepEqual(browser.appended, [], 'a paint of no content does not count');
    browser.paint('first-contentful-paint');
    assert.deepEqual(browser.appended, [], 'not inside the paint callback');
    browser.runTimers(0);
    assert.deepEqual(browser.appended, IN_ORDER);
    assert.equal(browser.observers[0].disconnected, true);
    // The fallback timeout must not add them a second time.
    for (const timer of browser.timers) timer.run();
    assert.equal(browser.appended.length, 3);
  });

  it('waits for one frame where the browser has no paint timing', async () => {
    const browser = fakeBrowser('visible', false);
    runInNewContext(loaderOf(await render()), browser.context);
    assert.equal(browser.observers.length, 0);
    assert.equal(browser.frames.length, 1);
    browser.runTimers(0);
    assert.deepEqual(browser.appended, []);
    browser.frames[0]();
    browser.runTimers(0);
    assert.deepEqual(browser.appended, IN_ORDER);
  });

  it('starts at once in a hidden tab, and after a bounded wait if no paint is ever reported', async () => {
    const hidden = fakeBrowser('hidden');
    runInNewContext(loaderOf(await render()), hidden.context);
    assert.deepEqual(hidden.appended, IN_ORDER);

    const noPaint = fakeBrowser('visible');
    runInNewContext(loaderOf(await render()), noPaint.context);
    const fallback = noPaint.timers.find((timer) => timer.delay > 0);
    assert.ok(fallback && fallback.delay <= 5000);
    fallback.run();
    assert.deepEqual(noPaint.appended, IN_ORDER);
  });

  it('keeps a URL from closing the inline script', async () => {
    const html = await render({scripts: ['assets/js/</script><script>alert(1)</script>.js']});
    assert.doesNotMatch(loaderOf(html), /<\/script>/);
    const browser = fakeBrowser('hidden');
    runInNewContext(loaderOf(html), browser.context);
    assert.equal(browser.appended[0].src, '/assets/js/</script><script>alert(1)</script>.js');
  });

  it('fails with a clear error when the Docusaurus template changes shape', () => {
    assert.throws(() => paintFirstTemplate('<html><body></body></html>'), /ssr-template\.ts cannot start scripts after the first paint/);
  });
});
