/**
 * Renders Mermaid diagrams to SVG in headless Chromium, once per colour mode, and keeps the results in a
 * disk cache so a rebuild only renders diagrams that changed. Mermaid lays text out with the browser's
 * font metrics, which is why this needs a real browser rather than a DOM emulation.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {chromiumLaunchOptions} from '../../lib/chromium';
import type {DiagramFacts} from './describe';

export interface MermaidThemes {
  light: string;
  dark: string;
}

export interface RenderedDiagram {
  light: string;
  dark: string;
  facts: DiagramFacts;
}

/** Stands in for the SVG's id in cached output, so each use on a page can get an id of its own. */
export const ID_PLACEHOLDER = 'mermaid-svg-id-placeholder';

/** Each use of a diagram gets its own ids, or two copies on one page would share style and marker ids. */
export function withId(svg: string, id: string): string {
  return svg.split(ID_PLACEHOLDER).join(id);
}

export function cacheKey(parts: {mermaidVersion: string; themes: MermaidThemes; options: unknown; text: string}): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

interface RenderRequest {
  text: string;
  themes: MermaidThemes;
  options: Record<string, unknown>;
  id: string;
}

/** Runs inside the page: both colour modes, then what the parsed diagram says, for its text alternative. */
async function renderInPage({text, themes, options, id}: RenderRequest): Promise<RenderedDiagram> {
  /* eslint-disable @typescript-eslint/no-explicit-any -- Mermaid's parsed databases are untyped */
  const mermaid = (window as any).mermaid;
  const render = async (theme: string): Promise<string> => {
    mermaid.initialize({startOnLoad: false, ...options, theme});
    try {
      return (await mermaid.render(id, text)).svg;
    } finally {
      document.querySelectorAll(`#d${id}, #${id}`).forEach((node) => node.remove());
    }
  };
  const light = await render(themes.light);
  const dark = await render(themes.dark);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db;
  const holder = document.createElement('div');
  holder.innerHTML = light;
  const facts: DiagramFacts = {
    type: diagram.type,
    accTitle: db.getAccTitle?.() || undefined,
    accDescr: db.getAccDescription?.() || undefined,
    labels: Array.from(holder.querySelectorAll('.nodeLabel, .edgeLabel, .label, text')).map((node) => node.textContent ?? ''),
  };
  if (typeof db.getVertices === 'function' && typeof db.getEdges === 'function') {
    facts.direction = db.getDirection?.();
    facts.nodes = [...db.getVertices().values()].map((vertex: any) => ({id: vertex.id, label: String(vertex.text ?? vertex.id)}));
    facts.edges = db.getEdges().map((edge: any) => ({from: edge.start, to: edge.end, label: edge.text || undefined}));
  }
  if (diagram.type === 'sequence') {
    facts.actors = [...db.getActors().values()].map((actor: any) => ({id: actor.name, label: String(actor.description ?? actor.name)}));
    // Type 2 is a note; other entries without both ends are loop, activation and box markers.
    facts.messages = db
      .getMessages()
      .filter((message: any) => message.from && message.to && typeof message.message === 'string')
      .map((message: any) => ({from: message.from, to: message.to, text: message.message, note: message.type === 2}));
  }
  return {light, dark, facts};
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/**
 * The page runs `renderInPage` from its source text. Some TypeScript loaders (tsx's esbuild) wrap
 * named functions in a `__name` helper that exists only in Node, so the page gets a stand-in.
 */
const IN_PAGE_SOURCE = `(() => { const __name = (target) => target; return ${renderInPage.toString()}; })()`;

export interface MermaidRenderer {
  render(text: string): Promise<RenderedDiagram>;
  close(): Promise<void>;
}

export interface RendererOptions {
  themes: MermaidThemes;
  /** Extra `mermaid.initialize` options from the theme config. */
  options?: Record<string, unknown>;
  cacheDir: string;
  /** The browser closes after this long without work, so a build never waits on it to exit. */
  idleMs?: number;
}

/**
 * One browser for the whole build, started on the first diagram. Renders run one at a time because
 * Mermaid keeps its configuration in a global.
 */
export function createMermaidRenderer({themes, options = {}, cacheDir, idleMs = 3000}: RendererOptions): MermaidRenderer {
  const mermaidScript = require.resolve('mermaid/dist/mermaid.min.js');
  const mermaidVersion = (JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}).version;
  let session: Promise<{browser: Browser; page: Page}> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;
  const memory = new Map<string, Promise<RenderedDiagram>>();

  const open = async () => {
    const {chromium} = await import('playwright-core');
    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: mermaidScript});
    return {browser, page};
  };
  const close = async () => {
    const current = session;
    session = null;
    if (current) await (await current).browser.close();
  };
  const renderInBrowser = (text: string): Promise<RenderedDiagram> => {
    const run = queue.then(async () => {
      clearTimeout(idle);
      session ??= open();
      const {page} = await session;
      const request: RenderRequest = {text, themes, options, id: ID_PLACEHOLDER};
      return page.evaluate(`(${IN_PAGE_SOURCE})(${JSON.stringify(request)})`) as Promise<RenderedDiagram>;
    });
    queue = run
      .catch(() => undefined)
      .then(() => {
        idle = setTimeout(() => void close(), idleMs);
        idle.unref();
      });
    return run;
  };

  return {
    render(text) {
      const key = cacheKey({mermaidVersion, themes, options, text});
      const file = path.join(cacheDir, `${key}.json`);
      let result = memory.get(key);
      if (!result) {
        result = fs.existsSync(file)
          ? Promise.resolve(JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedDiagram)
          : renderInBrowser(text).then((rendered) => {
              fs.mkdirSync(cacheDir, {recursive: true});
              fs.writeFileSync(file, JSON.stringify(rendered));
              return rendered;
            });
        memory.set(key, result);
        // A failed render is reported once and retried on the next compile, not cached.
        result.catch(() => memory.delete(key));
      }
      return result;
    },
    close,
  };
}
