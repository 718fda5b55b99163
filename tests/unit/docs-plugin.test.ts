import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import config from '../../docusaurus.config';
import {docsOptions} from '../../src/plugins/docs/options';
import docsPlugin from '../../src/plugins/docs';
import {siblingDescriptions} from '../../src/plugins/docs/collect';
import {describeItems, parseDescriptions} from '../../src/plugins/docs/describe';
import {addCardDescriptions} from '../../src/plugins/docs/remark';
import {withoutDocDescriptions} from '../../src/plugins/docs/strip';
import {extractLeadingEmoji} from '../../src/plugins/docs/leading-emoji';

const doc = (description: string, extra = '') => `---\ntitle: T\ndescription: ${description}\n${extra}---\n\nBody.\n`;

function sampleDocs(): string {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  fs.mkdirSync(path.join(docs, 'guides', 'build', 'assets'), {recursive: true});
  fs.writeFileSync(path.join(docs, 'guides', 'build', 'index.md'), doc('Build landing.') + '\n<DocCardList />\n');
  fs.writeFileSync(path.join(docs, 'guides', 'build', 'ops.md'), doc('What an op is.'));
  fs.writeFileSync(path.join(docs, 'guides', 'build', 'graphs.mdx'), doc('Graphs of ops.', 'id: graph-guide\n'));
  fs.writeFileSync(path.join(docs, 'guides', 'build', 'assets', 'index.md'), doc('Assets landing.'));
  fs.writeFileSync(path.join(docs, 'guides', 'build', 'assets', 'deep.md'), doc('Not a sibling.'));
  return docs;
}

describe('card descriptions', () => {
  it('strips descriptions from the version metadata of every route, keeping ids, titles and sidebars', () => {
    const route = {
      path: '/',
      props: {version: {label: 'Next', docs: {intro: {id: 'intro', title: 'Overview', description: 'Long text.', sidebar: 'docs'}}}},
      routes: [{path: '/x', props: {version: {docs: {a: {id: 'a', title: 'A', description: 'D'}}}}}],
    };
    const lean = withoutDocDescriptions(route);
    assert.deepEqual(lean.props.version.docs, {intro: {id: 'intro', title: 'Overview', sidebar: 'docs'}});
    assert.deepEqual(lean.routes[0].props.version.docs, {a: {id: 'a', title: 'A'}});
    assert.equal(route.props.version.docs.intro.description, 'Long text.', 'the input is not modified');
    assert.deepEqual(withoutDocDescriptions({path: '/y', props: {other: 1}}), {path: '/y', props: {other: 1}});
  });

  it('collects the descriptions of a page, the pages beside it and the folder index pages beside it, by doc id', () => {
    const docs = sampleDocs();
    assert.deepEqual(siblingDescriptions(path.join(docs, 'guides', 'build', 'index.md'), docs), {
      'guides/build/assets/index': 'Assets landing.',
      'guides/build/graph-guide': 'Graphs of ops.',
      'guides/build/index': 'Build landing.',
      'guides/build/ops': 'What an op is.',
    });
  });

  it('hands each category card list the descriptions as JSON, but leaves a list with explicit items alone', () => {
    const docs = sampleDocs();
    const list = {type: 'mdxJsxFlowElement', name: 'DocCardList', attributes: [] as {type: string; name?: string; value?: unknown}[]};
    const explicit = {type: 'mdxJsxFlowElement', name: 'DocCardList', attributes: [{type: 'mdxJsxAttribute', name: 'items', value: 'x'}]};
    addCardDescriptions({type: 'root', children: [list, explicit]}, path.join(docs, 'guides', 'build', 'index.md'), docs);
    const value = list.attributes.find((attr) => attr.name === 'descriptions')?.value;
    assert.equal(parseDescriptions(String(value))['guides/build/ops'], 'What an op is.');
    assert.equal(explicit.attributes.length, 1);
  });

  it('fills in doc link descriptions without overriding one the sidebar gives, and survives bad JSON', () => {
    const items = [
      {type: 'link' as const, href: '/a', label: 'A', docId: 'a'},
      {type: 'link' as const, href: '/b', label: 'B', docId: 'b', description: 'From the sidebar.'},
      {type: 'link' as const, href: 'https://x', label: 'X'},
    ];
    const described = describeItems(items, {a: 'From the page.', b: 'Ignored.'});
    assert.deepEqual(
      described.map((item) => item.description),
      ['From the page.', 'From the sidebar.', undefined],
    );
    assert.deepEqual(parseDescriptions('{not json'), {});
    assert.deepEqual(parseDescriptions('[1]'), {});
  });

  it('replaces the preset docs plugin, with the option validator Docusaurus looks for', () => {
    const presetOptions = (config.presets as [string, {docs: unknown}][])[0][1];
    assert.equal(presetOptions.docs, false);
    assert.ok((config.plugins as unknown[]).some((entry) => Array.isArray(entry) && entry[0] === docsPlugin && entry[1] === docsOptions));
    assert.equal(typeof docsPlugin.validateOptions, 'function');
  });
});

describe('leading emoji of a card label', () => {
  it('leaves labels that start with text, digits or punctuation whole', () => {
    for (const label of ['Assets', '1. Install', '#tags', '* starred', ' spaced', '', 'Émile']) {
      assert.deepEqual(extractLeadingEmoji(label), {emoji: null, rest: label});
    }
  });

  it('splits one leading emoji off, however many code points it has', () => {
    assert.deepEqual(extractLeadingEmoji('⚠️ Warnings'), {emoji: '⚠️', rest: ' Warnings'});
    assert.deepEqual(extractLeadingEmoji('👩🏽‍💻 Developers'), {emoji: '👩🏽‍💻', rest: ' Developers'});
    assert.deepEqual(extractLeadingEmoji('🇫🇷France'), {emoji: '🇫🇷', rest: 'France'});
    assert.deepEqual(extractLeadingEmoji('1️⃣ First step'), {emoji: '1️⃣', rest: ' First step'});
    assert.deepEqual(extractLeadingEmoji('🚀🚀 Twice'), {emoji: '🚀', rest: '🚀 Twice'});
  });

  it('leaves a label whose first character is a symbol but not an emoji whole', () => {
    assert.deepEqual(extractLeadingEmoji('→ Next'), {emoji: null, rest: '→ Next'});
  });
});
