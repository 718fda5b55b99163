import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {iconifyPaths} from '../../src/components/SocialIcon/iconify';
import {cardIconKind} from '../../src/plugins/docs/card-icon';
import {isAlgoliaCredit, withoutHostHints} from '../../src/plugins/local-search/client/local-mode/filters';

describe('local mode: the Algolia theme stops naming a host it never asks', () => {
  it('drops preconnect and dns-prefetch links from the head, and keeps everything else', () => {
    const kept = withoutHostHints([
      createElement('link', {key: 'a', rel: 'preconnect', href: 'https://LOCALSEARCH-dsn.algolia.net', crossOrigin: 'anonymous'}),
      createElement('link', {key: 'b', rel: 'DNS-Prefetch', href: 'https://example.com'}),
      createElement('link', {key: 'c', rel: 'preload prefetch', href: '/x.js'}),
      createElement('meta', {key: 'd', name: 'x', content: 'y'}),
      'text',
    ]);
    assert.deepEqual(
      kept.map((child) => (typeof child === 'string' ? child : (child as {type: string}).type)),
      ['link', 'meta', 'text'],
    );
  });

  it('recognises the credit link to Algolia and nothing else', () => {
    assert.equal(isAlgoliaCredit('https://www.algolia.com/'), true);
    assert.equal(isAlgoliaCredit('https://algolia.com/doc'), true);
    assert.equal(isAlgoliaCredit('https://docs.dagster.io/search'), false);
    assert.equal(isAlgoliaCredit('/search'), false);
    assert.equal(isAlgoliaCredit(undefined), false);
  });
});

describe('doc card icons', () => {
  it('draws a folder for a category, a page for a doc and an arrow for another site', () => {
    assert.equal(cardIconKind({type: 'category'}), 'category');
    assert.equal(cardIconKind({type: 'link', href: '/guides/build/ops'}), 'page');
    assert.equal(cardIconKind({type: 'link', href: './relative'}), 'page');
    assert.equal(cardIconKind({type: 'link', href: 'https://pypi.org/project/dagster/'}), 'external');
    assert.equal(cardIconKind({type: 'link', href: '//cdn.example.com/x'}), 'external');
  });
});

describe('social icons from Iconify data', () => {
  it('reads every path of an icon body', () => {
    assert.deepEqual(iconifyPaths('<path fill="currentColor" d="M1 1h2"/><path d="M3 3z"/>'), ['M1 1h2', 'M3 3z']);
  });
  it('finds the Slack mark in the icon package the footer uses', async () => {
    const slack = (await import('@iconify-icons/cib/slack')).default;
    assert.equal(iconifyPaths(slack.body).length, 1);
  });
  it('refuses a body without paths rather than drawing nothing', () => {
    assert.throws(() => iconifyPaths('<circle r="2"/>'), /has no path/);
  });
});
