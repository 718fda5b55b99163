import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {describeDiagram, plainLabel} from '../../src/plugins/mermaid-svg/describe';
import remarkMermaidSvg, {diagramElement} from '../../src/plugins/mermaid-svg/remark';
import {
  cacheKey,
  createMermaidRenderer,
  ID_PLACEHOLDER,
  withId,
  type MermaidRenderer,
  type RenderedDiagram,
} from '../../src/plugins/mermaid-svg/renderer';

const rendered: RenderedDiagram = {
  light: `<svg id="${ID_PLACEHOLDER}"><style>#${ID_PLACEHOLDER}{fill:#333}</style><path marker-end="url(#${ID_PLACEHOLDER}_end)"/></svg>`,
  dark: `<svg id="${ID_PLACEHOLDER}" class="dark"></svg>`,
  facts: {
    type: 'flowchart-v2',
    direction: 'LR',
    nodes: [
      {id: 'a', label: 'Start'},
      {id: 'b', label: 'End'},
    ],
    edges: [{from: 'a', to: 'b'}],
  },
};

function fakeRenderer(result: RenderedDiagram | Error): MermaidRenderer & {calls: string[]} {
  const calls: string[] = [];
  return {
    calls,
    render: async (text) => {
      calls.push(text);
      if (result instanceof Error) throw result;
      return result;
    },
    close: async () => undefined,
  };
}

describe('mermaid-svg text alternative', () => {
  it('says what connects to what in a flowchart, in its direction, with edge labels', () => {
    const text = describeDiagram({
      type: 'flowchart-v2',
      direction: 'TD',
      nodes: [
        {id: 'clock', label: 'Cron tick'},
        {id: 'sched', label: 'Schedule'},
        {id: 'lonely', label: 'Unconnected<br/>node'},
      ],
      edges: [{from: 'clock', to: 'sched', label: 'fires'}],
    });
    assert.equal(text, 'Flowchart, top to bottom. Cron tick leads to Schedule (fires). Also shown: Unconnected node.');
  });
  it('reads a sequence diagram as its messages and notes, by participant name', () => {
    const text = describeDiagram({
      type: 'sequence',
      actors: [
        {id: 'A', label: 'Agent'},
        {id: 'B', label: 'Dagster+'},
      ],
      messages: [
        {from: 'A', to: 'B', text: 'Poll for work'},
        {from: 'B', to: 'B', text: 'Queues the run', note: true},
      ],
    });
    assert.equal(text, 'Sequence diagram between Agent, Dagster+. Agent to Dagster+: Poll for work. Note on Dagster+: Queues the run.');
  });
  it("prefers the writer's accTitle and accDescr", () => {
    assert.equal(
      describeDiagram({type: 'flowchart-v2', accTitle: 'Run lifecycle', accDescr: 'A run starts, then ends'}),
      'Run lifecycle. A run starts, then ends.',
    );
  });
  it('falls back to the drawn labels for other diagram types', () => {
    assert.equal(describeDiagram({type: 'pie', labels: ['Assets', 'Ops', 'Assets', ' ']}), 'Diagram showing Assets, Ops.');
    assert.equal(describeDiagram({type: 'pie'}), 'Diagram.');
  });
  it('strips markup from labels', () => {
    assert.equal(plainLabel('**Bold** `code`<br>next <b>tag</b>'), 'Bold code next tag');
  });
});

describe('mermaid-svg ids and cache keys', () => {
  it('gives every use its own ids, in styles and marker references too', () => {
    const svg = withId(rendered.light, 'mermaid-abc-1-light');
    assert.ok(!svg.includes(ID_PLACEHOLDER));
    assert.equal(svg.match(/mermaid-abc-1-light/g)?.length, 3);
  });
  it('changes the cache key with the diagram, the themes and the Mermaid version', () => {
    const base = {mermaidVersion: '11.0.0', themes: {light: 'default', dark: 'dark'}, options: {}, text: 'flowchart LR\n a --> b'};
    const key = cacheKey(base);
    assert.equal(key, cacheKey({...base}));
    assert.notEqual(key, cacheKey({...base, text: 'flowchart LR\n a --> c'}));
    assert.notEqual(key, cacheKey({...base, themes: {light: 'neutral', dark: 'dark'}}));
    assert.notEqual(key, cacheKey({...base, mermaidVersion: '11.0.1'}));
  });
});

describe('mermaid-svg remark plugin', () => {
  const tree = () => ({
    type: 'root',
    children: [
      {type: 'code', lang: 'python', value: 'print(1)'},
      {type: 'code', lang: 'mermaid', value: 'flowchart LR\n a --> b', position: {start: {line: 7}}},
      {type: 'code', lang: 'mermaid', value: 'flowchart LR\n b --> c', position: {start: {line: 12}}},
    ],
  });
  it('replaces each mermaid block with a MermaidDiagram holding both modes, unique ids and the description', async () => {
    const renderer = fakeRenderer(rendered);
    const root = tree();
    await remarkMermaidSvg({renderer: () => renderer})(root, {path: '/docs/page.md'});
    assert.deepEqual(renderer.calls, ['flowchart LR\n a --> b', 'flowchart LR\n b --> c']);
    assert.equal(root.children[0].type, 'code');
    const [first, second] = root.children.slice(1) as unknown as ReturnType<typeof diagramElement>[];
    assert.equal(first.name, 'MermaidDiagram');
    const attrs = (node: typeof first) =>
      Object.fromEntries((node.attributes as {name: string; value: string}[]).map((a) => [a.name, a.value]));
    assert.match(attrs(first).light, /id="mermaid-[0-9a-f]{8}-1-light"/);
    assert.match(attrs(first).dark, /id="mermaid-[0-9a-f]{8}-1-dark"/);
    assert.match(attrs(second).light, /id="mermaid-[0-9a-f]{8}-2-light"/);
    assert.equal(attrs(first).description, 'Flowchart, left to right. Start leads to End.');
    assert.equal('lang' in first, false);
  });
  it('leaves the blocks to the browser runtime when there is no renderer', async () => {
    const root = tree();
    await remarkMermaidSvg({renderer: () => null})(root, {path: '/docs/page.md'});
    assert.deepEqual(
      root.children.map((node) => node.type),
      ['code', 'code', 'code'],
    );
  });
  it('fails with the file and line of a diagram Mermaid cannot parse', async () => {
    const renderer = fakeRenderer(new Error('Parse error on line 2'));
    await assert.rejects(
      remarkMermaidSvg({renderer: () => renderer})(tree(), {path: '/docs/page.md'}),
      /\/docs\/page\.md:7: this Mermaid diagram does not render: Parse error on line 2/,
    );
  });
});

describe('mermaid-svg renderer (headless Chromium)', () => {
  it('draws both colour modes, reads the diagram, and serves a repeat from the disk cache', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-svg-'));
    const themes = {light: 'default', dark: 'dark'};
    const text = 'flowchart LR\n  tick[Cron tick] -->|fires| run[Run]';
    const renderer = createMermaidRenderer({themes, cacheDir, idleMs: 50});
    try {
      const first = await renderer.render(text);
      assert.match(first.light, new RegExp(`^<svg id="${ID_PLACEHOLDER}"`));
      assert.notEqual(first.light, first.dark);
      assert.match(first.light, /Cron tick/);
      assert.equal(describeDiagram(first.facts), 'Flowchart, left to right. Cron tick leads to Run (fires).');
      await assert.rejects(renderer.render('flowchart LR\n  a -->'), /Parse error|error/i);
    } finally {
      await renderer.close();
    }
    assert.equal(fs.readdirSync(cacheDir).length, 1);
    // A new renderer (a new build) finds the diagram on disk and never starts a browser for it.
    const again = createMermaidRenderer({themes, cacheDir});
    const cached = await again.render(text);
    assert.match(cached.light, /Cron tick/);
    fs.rmSync(cacheDir, {recursive: true});
  });
});
