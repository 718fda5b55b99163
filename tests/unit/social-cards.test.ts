import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {inflateSync} from 'node:zlib';
import {cardKey, folderStore, planCards, staleKeys, templateFingerprint, type CardStore} from '../../src/plugins/social-cards/cache';
import {cardSpecs, shorten, topCategories, type CardSpec} from '../../src/plugins/social-cards/card-spec';
import {cardAlt} from '../../src/plugins/social-cards/client/alt';
import {cardPathForRoute} from '../../src/plugins/social-cards/client/card-path';
import {renderInChildren, splitBatches} from '../../src/plugins/social-cards/pool';
import {loadCardAssets, renderCard} from '../../src/plugins/social-cards/render';
import {titleSize} from '../../src/plugins/social-cards/template';
import {readPageCards} from '../../src/config/env';

const root = path.resolve(__dirname, '..', '..');

function memoryStore(initial: string[] = []): CardStore & {written: string[]} {
  const cards = new Map<string, Buffer>(initial.map((key) => [key, Buffer.from('png')]));
  const written: string[] = [];
  return {
    written,
    has: (key) => cards.has(key),
    write: (key, png) => {
      written.push(key);
      cards.set(key, png);
    },
    copyTo: () => undefined,
    keys: () => [...cards.keys()],
    remove: (key) => void cards.delete(key),
  };
}

const spec = (title: string, description = 'What the page is about.', file = `img/social-cards/${title}.png`): CardSpec => ({
  file,
  title,
  section: 'Docs · Build',
  description,
});

describe('social card cache', () => {
  const fingerprint = templateFingerprint(['template v1']);

  it('keys a card by what it shows, not by where it is written', () => {
    assert.equal(cardKey(spec('Ops', 'x', 'a.png'), fingerprint), cardKey(spec('Ops', 'x', 'b.png'), fingerprint));
    assert.notEqual(cardKey(spec('Ops', 'x'), fingerprint), cardKey(spec('Ops', 'y'), fingerprint));
    assert.notEqual(cardKey({...spec('Ops'), section: 'API reference'}, fingerprint), cardKey(spec('Ops'), fingerprint));
  });

  it('renders every card on a cold cache, once per distinct content', () => {
    const plan = planCards([spec('Ops'), spec('Graphs'), spec('Ops', undefined, 'img/social-cards/copy.png')], fingerprint, memoryStore());
    assert.deepEqual(
      plan.render.map((card) => card.spec.title),
      ['Ops', 'Graphs'],
    );
    assert.equal(plan.all.length, 3);
  });

  it('renders nothing again for unchanged pages, and only the page that changed', () => {
    const first = [spec('Ops'), spec('Graphs')];
    const store = memoryStore(planCards(first, fingerprint, memoryStore()).all.map((card) => card.key));
    assert.deepEqual(planCards(first, fingerprint, store).render, []);
    const edited = planCards([spec('Ops'), spec('Graphs', 'A new description.')], fingerprint, store);
    assert.deepEqual(
      edited.render.map((card) => card.spec.description),
      ['A new description.'],
    );
  });

  it('renders everything again when the template, fonts or logo change', () => {
    const cards = [spec('Ops'), spec('Graphs')];
    const store = memoryStore(planCards(cards, fingerprint, memoryStore()).all.map((card) => card.key));
    assert.equal(planCards(cards, templateFingerprint(['template v2']), store).render.length, 2);
  });

  it('lists cached cards no page uses any more', () => {
    assert.deepEqual(staleKeys(['a', 'b', 'c'], new Set(['b'])), ['a', 'c']);
  });

  it('keeps cards in a folder between builds and copies them into the build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-store-'));
    const store = folderStore(path.join(dir, 'cache'));
    assert.equal(store.has('k1'), false);
    store.write('k1', Buffer.from('card'));
    assert.equal(store.has('k1'), true);
    assert.deepEqual(store.keys(), ['k1']);
    store.copyTo('k1', path.join(dir, 'build', 'img', 'a.png'));
    assert.equal(fs.readFileSync(path.join(dir, 'build', 'img', 'a.png'), 'utf8'), 'card');
    store.remove('k1');
    assert.deepEqual(store.keys(), []);
  });
});

describe('social card specs', () => {
  it('maps routes to card files under the base URL', () => {
    assert.equal(cardPathForRoute('/guides/build/ops'), 'img/social-cards/guides/build/ops.png');
    assert.equal(cardPathForRoute('/guides/build/'), 'img/social-cards/guides/build/index.png');
    assert.equal(cardPathForRoute('/'), 'img/social-cards/index.png');
    assert.equal(cardPathForRoute('/docs/guides/x', '/docs/'), 'img/social-cards/guides/x.png');
  });

  it('shortens long text at a word boundary with an ellipsis', () => {
    assert.equal(shorten('short enough', 20), 'short enough');
    assert.equal(shorten('one two three four five six', 16), 'one two three…');
    assert.equal(shorten('  spaces\n collapse ', 40), 'spaces collapse');
  });

  it("names each doc's top-level sidebar category", () => {
    const categories = topCategories({
      docs: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          label: 'Build',
          link: {type: 'doc', id: 'guides/build/index'},
          items: [{type: 'category', label: 'Assets', items: [{type: 'doc', id: 'guides/build/assets/x'}]}],
        },
      ],
    });
    assert.equal(categories.get('guides/build/index'), 'Build');
    assert.equal(categories.get('guides/build/assets/x'), 'Build');
    assert.equal(categories.has('intro'), false);
  });

  it('gives every doc a card with its section, and adds the default card first', () => {
    const specs = cardSpecs(
      [
        {id: 'guides/build/ops', title: 'Ops', description: 'What an op is.', permalink: '/guides/build/ops', sidebar: 'docs'},
        {id: 'dagster-plus/index', title: 'Dagster+', description: 'Hosted.', permalink: '/dagster-plus/', sidebar: 'dagsterPlus'},
        {id: 'todo', title: 'Planned pages', description: 'Later.', permalink: '/todo'},
      ],
      {
        sidebars: {docs: [{type: 'category', label: 'Build', items: [{type: 'doc', id: 'guides/build/ops'}]}]},
        sidebarLabels: {docs: 'Docs', dagsterPlus: 'Dagster+'},
        baseUrl: '/',
        siteTitle: 'Dagster Docs',
        tagline: 'Documentation for Dagster.',
      },
    );
    assert.deepEqual(
      specs.map(({file, section}) => [file, section]),
      [
        ['img/social-cards/default.png', ''],
        ['img/social-cards/guides/build/ops.png', 'Docs · Build'],
        ['img/social-cards/dagster-plus/index.png', 'Dagster+'],
        ['img/social-cards/todo.png', ''],
      ],
    );
  });

  it('sizes the title so long ones still fit', () => {
    assert.ok(titleSize('Ops') > titleSize('A title of a good fifty characters or thereabouts'));
    assert.ok(titleSize('A title of a good fifty characters or thereabouts') > titleSize('x'.repeat(85)));
  });

  it('describes the card in its alt text', () => {
    assert.equal(cardAlt('Dagster Docs', 'Ops', 'What an op is.'), 'Dagster Docs: Ops. What an op is.');
    assert.equal(cardAlt('Dagster Docs', 'Dagster Docs', ''), 'Dagster Docs');
  });

  it('splits the work between renderer processes', () => {
    assert.deepEqual(splitBatches([1, 2, 3, 4, 5], 2), [
      [1, 3, 5],
      [2, 4],
    ]);
    assert.deepEqual(splitBatches([1], 4), [[1]]);
    assert.deepEqual(splitBatches([], 2), []);
  });

  it('draws only the default card when asked, and rejects other values', () => {
    assert.equal(readPageCards(undefined), true);
    assert.equal(readPageCards('default-only'), false);
    assert.throws(() => readPageCards('off'), /DOCS_SOCIAL_CARDS may only be "default-only"/);
  });
});

describe('social card rendering', () => {
  it('draws a 1200 x 630 PNG with the bundled fonts and logo', async () => {
    const assets = loadCardAssets({logoFile: path.join(root, 'static/img/favicon.svg'), siteUrl: 'https://docs.dagster.io'});
    const png = await renderCard(spec('Ops', 'What an op is and when to use one.'), assets);
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.equal(png.readUInt32BE(16), 1200);
    assert.equal(png.readUInt32BE(20), 630);
    // Not blank: the image data holds more than one colour.
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    assert.ok(new Set(pixels).size > 10);
  });

  it('fails with a clear message when the logo is missing', () => {
    assert.throws(
      () => loadCardAssets({logoFile: '/nope/logo.svg', siteUrl: 'https://docs.dagster.io'}),
      /logo \/nope\/logo.svg does not exist/,
    );
  });
});

describe('social card renderer processes', () => {
  it('draw the planned cards into the store in low-priority children', async () => {
    const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-pool-'));
    const fingerprint = templateFingerprint(['pool test']);
    const plan = planCards([spec('Ops'), spec('Graphs'), spec('Jobs')], fingerprint, folderStore(storeDir));
    const job = renderInChildren(plan.render, {
      siteDir: root,
      processes: 2,
      storeDir,
      logoFile: path.join(root, 'static/img/favicon.svg'),
      siteUrl: 'https://docs.dagster.io',
    });
    job.hurry();
    const result = await job.result;
    assert.equal(result.rendered, 3);
    assert.ok(result.cpuSeconds > 0);
    assert.deepEqual(folderStore(storeDir).keys().sort(), plan.all.map((card) => card.key).sort());
  });

  it('report a card that cannot be drawn', async () => {
    const job = renderInChildren([{spec: spec('Ops'), key: 'k'}], {
      siteDir: root,
      processes: 1,
      storeDir: fs.mkdtempSync(path.join(os.tmpdir(), 'card-pool-')),
      logoFile: '/nope/logo.svg',
      siteUrl: 'https://docs.dagster.io',
    });
    await assert.rejects(job.result, /\[social-cards\] card \(setup\): \[social-cards\] the logo \/nope\/logo.svg does not exist/);
  });
});
