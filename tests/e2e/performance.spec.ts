import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, watchPage} from './helpers';
import {startSlowHtmlServer} from './slow-html-server';

const GUIDE = '/getting-started/installation';

test.describe('code blocks highlighted at build time', () => {
  test('no page downloads Prism, and the server-rendered code blocks are kept, not redrawn, after hydration', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.addInitScript(() => {
      const state = window as unknown as {removedCodeBlocks: number};
      state.removedCodeBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) {
              state.removedCodeBlocks += 1;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, GUIDE);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('pre.prism-code').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);
    // "javadoclike" is a grammar name inside prism-react-renderer's Prism; it survives minification.
    expect(scripts.filter((source) => source.includes('javadoclike'))).toEqual([]);
  });

  test('token colours follow the colour mode, from the first paint', async ({browser}) => {
    const expected = {light: 'rgb(207, 34, 46)', dark: 'rgb(255, 123, 114)'};
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({colorScheme: scheme, javaScriptEnabled: false});
      const page = await context.newPage();
      // Without JavaScript this is the first paint: the inline theme script does not run either, so set the mode it would set.
      await page.goto(GUIDE);
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), scheme);
      const pre = page.locator('pre.prism-code:visible').first();
      await expect(pre.locator('.token').first()).toBeVisible();
      const background = await pre.evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(background).toBe(scheme === 'light' ? 'rgb(246, 248, 250)' : 'rgb(30, 31, 41)');
      await context.close();
    }
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/api/python-api/assets');
    const keyword = page.locator('pre.language-python .token.keyword').first();
    await expect(keyword).toHaveCSS('color', expected.dark);
    await page.locator('button[class*="toggleButton"]').click();
    await expect(keyword).toHaveCSS('color', expected.light);
    await context.close();
  });

  test('the copy button copies the code as written', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, GUIDE);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /copy code/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await block.locator('pre').innerText()).replace(/\n$/, ''));
    expect(copied.length).toBeGreaterThan(5);
  });

  test('on a phone, a block measures its width only near the viewport, and a wide block offers word wrap there', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 390, height: 800}});
    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = window as unknown as {widthReads: number};
      state.widthReads = 0;
      const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
      Object.defineProperty(Element.prototype, 'scrollWidth', {
        get(this: Element) {
          if (this.matches('pre.prism-code')) state.widthReads += 1;
          return original.get!.call(this) as number;
        },
      });
    });
    await gotoHydrated(page, '/api/python-api/assets');
    await page.waitForLoadState('networkidle');
    const blocks = await page.locator('pre.prism-code').count();
    expect(blocks).toBeGreaterThan(100);
    const reads = await page.evaluate(() => (window as unknown as {widthReads: number}).widthReads);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(blocks / 4);

    // A signature far down the page, wider than a phone: scrolled to, it gets its word-wrap button.
    // Read from the text, not the layout, so finding it measures nothing.
    const wideIndex = await page.evaluate(() => {
      const blocks = Array.from(document.querySelectorAll('.theme-code-block code'));
      const wideBlocks = blocks.filter((code) => (code.textContent ?? '').split('\n').some((line) => line.length >= 60));
      return blocks.indexOf(wideBlocks[20]!);
    });
    expect(wideIndex).toBeGreaterThan(20);
    const wide = page.locator('.theme-code-block').nth(wideIndex);
    await wide.scrollIntoViewIfNeeded();
    const wrap = wide.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toHaveCount(1);
    await wrap.click();
    await expect(wide.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    await context.close();
  });
});

/** The scripts a built page preloads in its head, in order (the inline loader adds them after the first paint). */
function preloadedScripts(html: string): string[] {
  return [...html.matchAll(/<link rel="?preload"? as="?script"?[^>]*\shref="?([^"\s>]+)/g)].map((match) => match[1]);
}

test('a page lists its route chunks in its HTML, and main.js uses those script elements instead of adding its own', async ({
  page,
  request,
}) => {
  const html = await (await request.get(GUIDE)).text();
  const listed = preloadedScripts(html);
  expect(listed.filter((src) => /\/main\.[0-9a-f]+\.js$/.test(src))).toHaveLength(1);
  // Runtime and main.js, then the route's own chunks: the docs layout, the version's sidebars, the page.
  expect(listed.length).toBeGreaterThan(5);
  expect(listed.indexOf(listed.find((src) => src.includes('/main.'))!)).toBeLessThan(2);

  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') requested.push(new URL(sent.url()).pathname);
  });
  // The bundler's runtime marks the script elements it creates to load a chunk (and removes them once loaded).
  await page.addInitScript(() => {
    const state = window as unknown as {runtimeScripts: string[]};
    state.runtimeScripts = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && (node.hasAttribute('data-rspack') || node.hasAttribute('data-webpack'))) {
            state.runtimeScripts.push(new URL(node.src).pathname);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, GUIDE);
  const added = await page.evaluate(() => (window as unknown as {runtimeScripts: string[]}).runtimeScripts);
  expect(added.filter((src) => listed.includes(src))).toEqual([]);
  for (const src of listed)
    expect(
      requested.filter((path) => path === src),
      src,
    ).toHaveLength(1);
});

test('the server HTML is painted before any script is added or run, and every script is fetched once', async ({page, request}) => {
  const html = await (await request.get(GUIDE)).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  const preloaded = preloadedScripts(html);
  expect(preloaded.length).toBeGreaterThan(5);

  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') requested.push(new URL(sent.url()).pathname);
  });
  await page.addInitScript(() => {
    const state = window as unknown as {scriptsAddedAt: number[]; scriptsAdded: string[]};
    state.scriptsAddedAt = [];
    state.scriptsAdded = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.src) {
            state.scriptsAddedAt.push(performance.now());
            state.scriptsAdded.push(new URL(node.src).pathname);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, GUIDE);
  const {fcp, addedAt, added} = await page.evaluate(() => {
    const state = window as unknown as {scriptsAddedAt: number[]; scriptsAdded: string[]};
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      addedAt: state.scriptsAddedAt,
      added: state.scriptsAdded,
    };
  });
  expect(fcp).toBeGreaterThan(0);
  // The page's own scripts, in the order the head preloads them, all added after the paint.
  expect(added.slice(0, preloaded.length)).toEqual(preloaded);
  for (const at of addedAt) expect(at).toBeGreaterThan(fcp!);
  for (const src of preloaded)
    expect(
      requested.filter((path) => path === src),
      src,
    ).toHaveLength(1);
});

test('visible internal links are still prefetched once the page is idle', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  await expect.poll(() => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count(), {timeout: 15_000}).toBeGreaterThan(3);
});

/** Collects the page's layout shifts in `window.shifts`, each as its score and the class names of what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as {shifts: string[]};
    state.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; sources: {node?: Node}[]}[]) {
        const nodes = entry.sources.map((source) => (source.node instanceof Element ? source.node.className : String(source.node)));
        state.shifts.push(`${entry.value.toFixed(5)} ${nodes.join(', ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

test.describe('no layout shift while a page loads and hydrates', () => {
  const pages = ['/', GUIDE, '/guides/automate/', '/api/python-api/assets'];
  for (const viewport of [
    {name: 'phone', width: 412, height: 823},
    {name: 'desktop', width: 1350, height: 940},
  ]) {
    test(`on a ${viewport.name}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      for (const path of pages) {
        await gotoHydrated(page, path);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts), path).toEqual([]);
      }
    });
  }
});

test.describe('a page whose HTML arrives slowly is first painted only once its right-aligned header parts are whole', () => {
  // Each cut falls inside an element that grows leftwards as its children arrive.
  const cuts = [
    {name: 'inside the navbar search button', path: '/', cutBefore: 'class=DocSearch-Button-Placeholder'},
    {name: "inside a doc's copy-page button", path: GUIDE, cutBefore: '>Copy page<'},
  ];
  const PAUSE_MS = 1500;
  for (const cut of cuts) {
    test(cut.name, async ({page, baseURL}) => {
      const server = await startSlowHtmlServer(baseURL!, {path: cut.path, cutBefore: cut.cutBefore, pauseMs: PAUSE_MS});
      try {
        await page.setViewportSize({width: 1350, height: 940});
        await recordLayoutShifts(page);
        await gotoHydrated(page, `${server.url}${cut.path}`);
        await page.waitForLoadState('networkidle');
        const {shifts, fcp} = await page.evaluate(() => ({
          shifts: (window as unknown as {shifts: string[]}).shifts,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        expect(shifts).toEqual([]);
        // The paint waited for the rest of the HTML rather than showing the half-built header.
        expect(fcp).toBeGreaterThan(PAUSE_MS);
      } finally {
        await server.close();
      }
    });
  }
});

test.describe('the desktop sidebar is hydrated only where it is shown', () => {
  const INTEGRATION = '/integrations/libraries/slack';
  // The mobile menu lists the same pages under the same class; the desktop one is in the sidebar container.
  const DESKTOP_MENU = '.theme-doc-sidebar-container .theme-doc-sidebar-menu';
  /** Counts the links Docusaurus's Link starts watching for prefetch, per region of the page. */
  async function watchObservedLinks(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const state = window as unknown as {observedSidebarLinks: number; observedOtherLinks: number};
      state.observedSidebarLinks = 0;
      state.observedOtherLinks = 0;
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (target: Element) {
        if (target.closest('.theme-doc-sidebar-container')) state.observedSidebarLinks += 1;
        else if (target.matches('a')) state.observedOtherLinks += 1;
        return observe.call(this, target);
      };
    });
  }
  const observed = (page: Page) =>
    page.evaluate(() => {
      const state = window as unknown as {observedSidebarLinks: number; observedOtherLinks: number};
      return {sidebar: state.observedSidebarLinks, other: state.observedOtherLinks};
    });

  test('on a phone: never hydrated, removed after hydration, no hydration error, and the menu still lists the pages', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    const problems = watchPage(page);
    await watchObservedLinks(page);
    await gotoHydrated(page, INTEGRATION);
    await expect(page.locator(DESKTOP_MENU)).toHaveCount(0);
    const counts = await observed(page);
    expect(counts.sidebar).toBe(0);
    // The content's own links are still hydrated and watched.
    expect(counts.other).toBeGreaterThan(5);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Slack', exact: true})).toBeVisible();
  });

  test('on a desktop: hydrated, and grows back when a phone-sized window is widened', async ({page}) => {
    await page.setViewportSize({width: 1350, height: 940});
    await watchObservedLinks(page);
    await gotoHydrated(page, INTEGRATION);
    await expect(page.locator(DESKTOP_MENU)).toHaveCount(1);
    expect((await observed(page)).sidebar).toBeGreaterThan(10);

    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, INTEGRATION);
    await expect(page.locator(DESKTOP_MENU)).toHaveCount(0);
    await page.setViewportSize({width: 1350, height: 940});
    const menu = page.locator(DESKTOP_MENU);
    await expect(menu).toBeVisible();
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('Slack');
  });
});

test.describe("a phone's menu is built when it is first opened, or once the page is idle", () => {
  const INTEGRATION = '/integrations/libraries/slack';
  const menu = (page: Page) => page.locator('.navbar-sidebar');

  test('with no idle time, the page starts without it, and opening it builds it', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    // Idle callbacks are held, never run: only opening the menu can build it.
    await page.addInitScript(() => {
      window.requestIdleCallback = (() => 0) as unknown as typeof window.requestIdleCallback;
    });
    await gotoHydrated(page, INTEGRATION);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(menu(page)).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(menu(page).getByRole('link', {name: 'Slack', exact: true})).toBeVisible();
  });

  test('once the page is idle it is built, still closed', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, INTEGRATION);
    await expect(menu(page)).toHaveCount(1, {timeout: 10_000});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    // Closed, the menu is hidden from the accessibility tree, so find the link by its text.
    await expect(menu(page).locator('a', {hasText: /^Slack$/})).toBeAttached();
  });
});

test('a doc page on a phone starts without loading collation data (no localeCompare or Intl.Collator)', async ({page}) => {
  // The first comparison loads the browser's collation tables: 10 to 16 ms of main thread here, four times that on a phone.
  await page.setViewportSize({width: 412, height: 823});
  await page.addInitScript(() => {
    const state = window as unknown as {collations: string[]};
    state.collations = [];
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
      state.collations.push(`localeCompare ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
      return compare.apply(this, args);
    };
    const Collator = Intl.Collator;
    Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
      state.collations.push('Intl.Collator');
      return new Collator(...args);
    } as unknown as typeof Intl.Collator;
  });
  for (const path of ['/integrations/libraries/', '/integrations/libraries/slack', GUIDE]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {collations: string[]}).collations), path).toEqual([]);
  }
});

test('off-screen API entries and catalog cards are skipped on screen but laid out in print', async ({page}) => {
  for (const {path, selector} of [
    {path: '/api/python-api/schedules-sensors', selector: '.markdown > .api-entry'},
    {path: '/integrations/libraries/', selector: 'ul[class*="grid"] > li'},
  ]) {
    await gotoHydrated(page, path);
    const last = page.locator(selector).last();
    await expect(last).toHaveCSS('content-visibility', 'auto');
    // Skipped while far off screen: its text is not laid out.
    expect(await last.evaluate((node) => (node as HTMLElement).innerText), path).toBe('');
    await page.emulateMedia({media: 'print'});
    await expect(last).toHaveCSS('content-visibility', 'visible');
    expect(await last.evaluate((node) => (node as HTMLElement).innerText.length), path).toBeGreaterThan(20);
    await page.emulateMedia({media: 'screen'});
  }
});

test('the first-paint hold is only in the server HTML: no script inserts one, on hydration or client-side navigation', async ({page}) => {
  // Inserted by script, `<link rel="expect" blocking="render">` can hold rendering for good: no parser reaches its marker.
  await page.addInitScript(() => {
    const state = window as unknown as {insertedHolds: number};
    state.insertedHolds = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLLinkElement && node.rel === 'expect') state.insertedHolds += 1;
      }).observe(document.head, {childList: true});
    });
  });
  const response = await page.request.get('/integrations/libraries/slack');
  expect(await response.text()).toContain('rel=expect');
  // The catalog has no copy-page button; a doc page reached from it by a client-side link does.
  await gotoHydrated(page, '/integrations/libraries/');
  await page.locator('article a[href="/integrations/libraries/slack"]').first().click();
  await expect(page).toHaveURL(/\/integrations\/libraries\/slack$/);
  await expect(page.locator('button', {hasText: 'Copy page'})).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {insertedHolds: number}).insertedHolds)).toBe(0);
  await expect(page.locator('link[rel="expect"]')).toHaveCount(0);
});
