import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

// Two tab sets with groupId="package-manager" (uv first, pip second) and code blocks inside.
const PAGE = '/integrations/libraries/iceberg';

interface TabWatch {
  serverPanels: Element[];
  removedTabNodes: number;
}

/** Records every tab panel as the HTML parser adds it, and every tab container or panel removed later. */
async function watchTabs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch: TabWatch = {serverPanels: [], removedTabNodes: 0};
    (window as unknown as {tabWatch: TabWatch}).tabWatch = watch;
    const isTabNode = (node: Node) => node instanceof Element && node.matches('.tabs-container, [role="tabpanel"]');
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (document.documentElement.dataset.hasHydrated === 'true') continue;
          if (node instanceof Element) {
            if (node.matches('[role="tabpanel"]')) watch.serverPanels.push(node);
            watch.serverPanels.push(...Array.from(node.querySelectorAll('[role="tabpanel"]')));
          }
        }
        for (const node of Array.from(record.removedNodes)) {
          if (isTabNode(node) || (node instanceof Element && node.querySelector('.tabs-container'))) watch.removedTabNodes += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

async function tabWatch(page: Page): Promise<{kept: boolean; panels: number; serverPanels: number; removed: number}> {
  return page.evaluate(() => {
    const watch = (window as unknown as {tabWatch: TabWatch}).tabWatch;
    const panels = Array.from(document.querySelectorAll('[role="tabpanel"]'));
    return {
      kept: panels.every((panel) => watch.serverPanels.includes(panel)),
      panels: panels.length,
      serverPanels: new Set(watch.serverPanels).size,
      removed: watch.removedTabNodes,
    };
  });
}

test.describe('tabs', () => {
  test('hydration keeps the server-rendered tab panels: none is removed or rebuilt', async ({page}) => {
    await watchTabs(page);
    await gotoHydrated(page, PAGE);
    await page.waitForLoadState('networkidle');
    const result = await tabWatch(page);
    expect(result.panels).toBe(4);
    expect(result.serverPanels).toBe(4);
    expect(result.removed).toBe(0);
    expect(result.kept).toBe(true);
  });

  test('a stored tab is shown after hydration without rebuilding the panels, and a click switches every set of the group', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.tab.package-manager', 'pip');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await watchTabs(page);
    await gotoHydrated(page, PAGE);
    const pipTabs = page.getByRole('tab', {name: 'pip', exact: true});
    const uvTabs = page.getByRole('tab', {name: 'uv', exact: true});
    await expect(pipTabs).toHaveCount(2);
    for (const tab of await pipTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:visible').first()).toContainText('pip install');
    const result = await tabWatch(page);
    expect(result.removed).toBe(0);
    expect(result.kept).toBe(true);

    await uvTabs.first().click();
    for (const tab of await uvTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:visible').last()).toContainText('uv');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('uv');

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    for (const tab of await uvTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  });
});
