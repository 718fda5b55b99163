import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

const PAGE = '/guides/build/ops';
const TWIN = '/guides/build/ops.md';
const TWIN_URL = 'https://docs.dagster.io/guides/build/ops.md';

const trigger = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
/** The menu's own status line (the page-feedback widget at the foot of the page has one too). */
const status = (page: Page) => trigger(page).locator('xpath=..').getByRole('status');

test.describe('copy-page menu', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page as Markdown to the clipboard and announces it', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await trigger(page).click();
    await menu(page)
      .getByRole('menuitem', {name: /Copy page as Markdown/})
      .click();
    await expect(status(page)).toHaveText('Copied the page as Markdown');
    await expect(menu(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.startsWith('# Ops\n\nURL: https://docs.dagster.io/guides/build/ops\n')).toBe(true);
    expect(clipboard).toBe(await (await page.request.get(TWIN)).text());
  });

  test('opens the Markdown twin in a new tab with View as Markdown', async ({page, context}) => {
    await gotoHydrated(page, PAGE);
    await trigger(page).click();
    const [twin] = await Promise.all([
      context.waitForEvent('page'),
      menu(page)
        .getByRole('menuitem', {name: /View as Markdown/})
        .click(),
    ]);
    await twin.waitForLoadState();
    expect(new URL(twin.url()).pathname).toBe(TWIN);
    const text = await twin.locator('body').innerText();
    expect(text.split('\n')[0]).toBe('# Ops');
  });

  test('offers ChatGPT and Claude with a prompt that names the twin, in a new tab', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await trigger(page).click();
    for (const [name, host] of [
      ['Open in ChatGPT', 'chatgpt.com'],
      ['Open in Claude', 'claude.ai'],
    ]) {
      const item = menu(page).getByRole('menuitem', {name: new RegExp(name)});
      const href = new URL((await item.getAttribute('href')) ?? '');
      expect(href.hostname).toBe(host);
      expect(href.searchParams.get('q')).toContain(TWIN_URL);
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', /noopener/);
    }
  });

  test('works from the keyboard: arrows, Home, End, Escape and Tab', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    const items = menu(page).getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(menu(page).getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page)).toHaveCount(0);
  });

  test('closes on a click outside', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await trigger(page).click();
    await expect(menu(page)).toBeVisible();
    await page.locator('article .markdown > p').first().click();
    await expect(menu(page)).toHaveCount(0);
  });
});

/** A page with applicability badges under its title, and a long title that wraps on a phone. */
const BADGED = '/dagster-plus/features/authentication-and-access-control/scim/okta-scim';

type Box = {x: number; y: number; width: number; height: number};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  {width: 1280, height: 900},
  {width: 360, height: 740},
]) {
  test(`sits on the title line without covering anything, and hydration moves nothing, at ${viewport.width} px`, async ({browser}) => {
    for (const path of [PAGE, BADGED]) {
      const boxes: Record<string, Record<string, Box | null>> = {};
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({javaScriptEnabled, viewport});
        const page = await context.newPage();
        if (javaScriptEnabled) await gotoHydrated(page, path);
        else await page.goto(path);
        // Null for what the page does not have (a page without badges), instead of waiting for it.
        const box = async (selector: string) => {
          const found = page.locator(selector).first();
          return (await found.count()) ? found.boundingBox() : null;
        };
        const found = {
          title: await box('article h1'),
          button: await trigger(page).boundingBox(),
          badges: await box('article .markdown > [data-applies-to]'),
          breadcrumbs: await box('article nav[aria-label="Breadcrumbs"]'),
          text: await box('article .markdown > p'),
        };
        const {title, button, badges, breadcrumbs, text} = found;
        expect(button, `${path}: the button is in the server-rendered HTML`).not.toBeNull();
        expect(Math.abs(button!.y - title!.y) < title!.height, `${path}: the button is on the title's first line`).toBe(true);
        expect(button!.x + button!.width, `${path}: the button ends inside the content column`).toBeLessThanOrEqual(
          title!.x + title!.width + 1,
        );
        expect(button!.x + button!.width).toBeLessThanOrEqual(viewport.width);
        // The title's text flows around the button: no word of it lies under the button.
        const words = await page.locator('article h1').evaluate((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          return Array.from(range.getClientRects()).map(({x, y, width, height}) => ({x, y, width, height}));
        });
        for (const word of words) expect(overlaps(word, button!), `${path}: the title's text is clear of the button`).toBe(false);
        for (const [name, other] of Object.entries({badges, breadcrumbs, text})) {
          if (other) expect(overlaps(other, button!), `${path}: the button does not cover the ${name}`).toBe(false);
        }
        if (path === BADGED) expect(badges, 'the page shows its badges').not.toBeNull();
        boxes[String(javaScriptEnabled)] = found;
        await context.close();
      }
      expect(boxes.true, `${path}: hydration moves nothing`).toEqual(boxes.false);
    }
  });
}

test('opens inside the screen and works from the keyboard on a phone', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await gotoHydrated(page, BADGED);
  await expect(trigger(page)).toHaveAccessibleName('Copy page');
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const items = menu(page).getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  const box = await menu(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger(page)).toBeFocused();
});

test('loads the menu code only when the menu is first used', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((script) => script.includes('Open in Claude'))).toBe(false);
  await trigger(page).click();
  await expect(menu(page)).toBeVisible();
  expect(scripts.some((script) => script.includes('Open in Claude'))).toBe(true);
});

test('is on every kind of doc page, and a menu left open does not follow the reader to the next page', async ({page}) => {
  for (const path of ['/', '/api/python-api/assets', '/integrations/libraries/databricks', '/todo']) {
    await gotoHydrated(page, path);
    await expect(trigger(page), path).toBeVisible();
  }
  await gotoHydrated(page, PAGE);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
  await trigger(page).click();
  await expect(menu(page)).toBeVisible();
  // Back is a client-side navigation that moves neither the pointer nor the focus.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.locator('article h1')).toHaveText('Ops');
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toHaveCount(0);
});

test('closes when the focus leaves the menu', async ({page}) => {
  await gotoHydrated(page, PAGE);
  await trigger(page).click();
  await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
  await page.locator('.pagination-nav__link--next').focus();
  await expect(menu(page)).toHaveCount(0);
});
