import {expect, test, type APIRequestContext} from '@playwright/test';
import {sitemapPaths} from './helpers';
import {htmlTitle, markdownProblems, parseLlmsTxt, twinOf, type LlmsTxt} from './machine-docs-helpers';

const SITE = 'https://docs.dagster.io';
const SECTIONS = ['Docs', 'Tutorials', 'Integrations', 'Dagster+', 'API reference'];
const SECTION_FILES = ['/docs/llms.txt', '/tutorials/llms.txt', '/integrations/llms.txt', '/dagster-plus/llms.txt', '/api/llms.txt'];

/** Runs `check` over every item, a few requests at a time, and collects what it reports. */
async function eachLimited<T>(items: T[], check: (item: T) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < items.length; start += 8) {
    const batch = await Promise.all(items.slice(start, start + 8).map(check));
    problems.push(...batch.flat());
  }
  return problems;
}

async function llmsTxt(request: APIRequestContext, path: string): Promise<LlmsTxt> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseLlmsTxt(await response.text());
}

/** The pages the sitemap lists: every listed doc page, but not the search page. */
async function listedPages(page: Parameters<typeof sitemapPaths>[0]): Promise<string[]> {
  return (await sitemapPaths(page)).filter((path) => path !== '/search');
}

test('every listed page has a Markdown twin that opens with its title and reads well without the site', async ({page}) => {
  test.setTimeout(240_000);
  const paths = await listedPages(page);
  expect(paths.length).toBeGreaterThan(400);
  const problems = await eachLimited(paths, async (path) => {
    const [html, twin] = await Promise.all([page.request.get(path), page.request.get(twinOf(path))]);
    if (twin.status() !== 200) return [`${twinOf(path)}: status ${twin.status()}`];
    const markdown = await twin.text();
    const title = htmlTitle(await html.text());
    const found: string[] = [];
    if (!title || !markdown.startsWith(`# ${title}\n\nURL: ${SITE}${path}\n`))
      found.push(`${twinOf(path)}: does not open with "# ${title}" and its URL`);
    const {unclosedFence, jsxTags, relativeLinks} = markdownProblems(markdown);
    if (unclosedFence) found.push(`${twinOf(path)}: a code fence is never closed`);
    if (jsxTags.length) found.push(`${twinOf(path)}: tags outside code: ${jsxTags.slice(0, 3).join(' ')}`);
    if (relativeLinks.length) found.push(`${twinOf(path)}: relative links: ${relativeLinks.slice(0, 3).join(' ')}`);
    return found;
  });
  expect(problems).toEqual([]);
});

test('a twin expands the components the page shows: cross-links, tabs, admonitions, card lists and Mermaid', async ({request}) => {
  const install = await (await request.get('/integrations/libraries/databricks.md')).text();
  expect(install).toContain(
    `[\`PipesDatabricksClient\`](${SITE}/api/python-api/libraries/dagster-databricks#dagster_databricks.PipesDatabricksClient)`,
  );
  expect(install).toMatch(
    /\*\*uv\*\*\n\n```bash\nuv add dagster-databricks\n```\n\n\*\*pip\*\*\n\n```bash\npip install dagster-databricks\n```/,
  );
  const landing = await (await request.get('/guides/build/index.md')).text();
  expect(landing).toContain(`- [Ops](${SITE}/guides/build/ops): `);
  const mermaid = await (await request.get('/guides/automate/index.md')).text();
  expect(mermaid).toMatch(/```mermaid\n/);
  const admonition = await (await request.get('/guides/deploy/deployment-options/custom-run-launchers.md')).text();
  expect(admonition).toMatch(/^> \*\*Warning:\*\* /m);
});

test('a twin shows what the site adds around the text: the catalog, a library header and applicability badges', async ({request}) => {
  const catalog = await (await request.get('/integrations/libraries/index.md')).text();
  const libraries = [...catalog.matchAll(/^- \[([^\]]+)\]\((\S+)\) \(([^)]*)\): (.+)$/gm)];
  // Every library page of the sidebar is in the list, each linked to its page, with its category and tier.
  const llms = parseLlmsTxt(await (await request.get('/integrations/llms.txt')).text());
  const libraryPages = llms.sections[0].links.filter(
    (link) => /\/integrations\/libraries\/[^/]+(\/index)?\.md$/.test(link.url) && !link.url.endsWith('/libraries/index.md'),
  );
  expect(libraries.length).toBeGreaterThanOrEqual(50);
  expect(libraries.length).toBe(libraryPages.length);
  const snowflake = libraries.find((match) => match[1] === 'Snowflake');
  expect(snowflake?.[2]).toBe(`${SITE}/integrations/libraries/snowflake/`);
  expect(snowflake?.[3]).toBe('`dagster-snowflake`, Storage, Dagster-supported');
  expect(catalog).not.toMatch(/IntegrationCatalog/);

  const library = await (await request.get('/integrations/libraries/snowflake/index.md')).text();
  expect(library).toMatch(
    /^# Snowflake\n\nURL: \S+\n\n- Support: \[Dagster-supported\]\(https:\/\/docs\.dagster\.io\/tags\/integrations\/dagster-supported\)\n- Category: \[Storage\]/,
  );
  expect(library).toContain('- Install: `uv add dagster-snowflake` or `pip install dagster-snowflake`\n');
  expect(library).toContain(`- API reference: [dagster-snowflake](${SITE}/api/python-api/libraries/dagster-snowflake)\n`);

  const scim = await (await request.get('/dagster-plus/features/authentication-and-access-control/scim/okta-scim.md')).text();
  expect(scim).toMatch(/^# Okta SCIM provisioning\n\nURL: \S+\n\nApplies to: Dagster\+ Serverless, Dagster\+ Hybrid, Pro plan\n/);
  const cards = await (await request.get('/dagster-plus/deployment/code-locations/index.md')).text();
  expect(cards).toMatch(/^- \[History and rollbacks\]\(\S+\): .+ _\(Dagster\+ Serverless, Dagster\+ Hybrid\)_$/m);
});

test('an API reference twin is written from the API data: signature, parameters, returns and example', async ({request}) => {
  const markdown = await (await request.get('/api/python-api/assets.md')).text();
  expect(markdown).toMatch(/^# Assets\n\nURL: https:\/\/docs\.dagster\.io\/api\/python-api\/assets\n/);
  const entry = markdown.slice(markdown.indexOf('### `@dagster.asset`'));
  expect(entry).toMatch(/^### `@dagster\.asset`\n\nDecorator · \[docs\.dagster\.io\/api\/python-api\/assets#dagster\.asset\]/);
  expect(entry).toMatch(/```python\n@dagster\.asset\(\n {4}compute_fn: /);
  expect(entry).toMatch(/\*\*Parameters:\*\*\n\n- `compute_fn` \(/);
  expect(entry).toContain('**Example:**\n\n```python\n');
});

test('/llms.txt follows the llmstxt.org format and links to the twin of every listed page, and only to twins that exist', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const llms = await llmsTxt(page.request, '/llms.txt');
  expect(llms.name).toBe('Dagster Docs');
  expect(llms.summary).toMatch(/Dagster/);
  expect(llms.sections.map((section) => section.title)).toEqual(SECTIONS);
  const links = llms.sections.flatMap((section) => section.links);
  for (const link of links) {
    expect(link.url.startsWith(`${SITE}/`) && link.url.endsWith('.md'), link.url).toBe(true);
    expect(link.notes, `${link.url} has a description`).toBeTruthy();
  }
  const linked = links.map((link) => link.url.slice(SITE.length));
  expect(new Set(linked).size).toBe(linked.length);
  expect(linked).not.toContain('/todo.md');
  expect(linked).not.toContain('/getting-started/glossary.md');
  expect([...linked].sort()).toEqual((await listedPages(page)).map(twinOf).sort());
  const missing = await eachLimited(linked, async (path) => ((await page.request.head(path)).status() === 200 ? [] : [path]));
  expect(missing).toEqual([]);
});

test('each area has its own llms.txt, and together they list what /llms.txt lists', async ({request}) => {
  const main = await llmsTxt(request, '/llms.txt');
  for (const [index, file] of SECTION_FILES.entries()) {
    const area = await llmsTxt(request, file);
    expect(area.name).toBe(`Dagster Docs: ${SECTIONS[index]}`);
    expect(area.summary).toBeTruthy();
    expect(area.sections.map((section) => section.title)).toEqual([SECTIONS[index]]);
    expect(area.sections[0].links).toEqual(main.sections[index].links);
  }
});

test('/llms-full.txt holds every twin of /llms.txt, in the same order', async ({request}) => {
  const main = await llmsTxt(request, '/llms.txt');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.startsWith('# Dagster Docs\n\n> ')).toBe(true);
  const pages = [...full.matchAll(/^URL: (\S+)$/gm)].map((match) => match[1]);
  const expected = main.sections.flatMap((section) => section.links.map((link) => link.url.replace(/(index)?\.md$/, '')));
  expect(pages).toEqual(expected);
  const twin = await (await request.get('/guides/build/ops.md')).text();
  expect(full).toContain(twin.trim());
});
