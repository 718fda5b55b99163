import {strict as assert} from 'node:assert';
import path from 'node:path';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Plugin} from '@docusaurus/types';
import lazyRoutesPlugin from '../../src/plugins/lazy-routes';
import {lazyRouteComponent, type RouteComponent} from '../../src/plugins/lazy-routes/lazy';

/** A route component like react-loadable's, counting how often it is built and preloaded. */
function counted() {
  const counts = {created: 0, preloaded: 0};
  const create = () => {
    counts.created += 1;
    const Route: RouteComponent<{name: string}> = ({name}) => createElement('p', null, `route ${name}`);
    Route.preload = () => {
      counts.preloaded += 1;
      return Promise.resolve('loaded');
    };
    return Route;
  };
  return {counts, create};
}

describe('lazy route components', () => {
  it('builds nothing until the route is preloaded or rendered', () => {
    const {counts, create} = counted();
    lazyRouteComponent(create);
    assert.equal(counts.created, 0);
  });

  it('preloads through the real component, built once however often it is used', async () => {
    const {counts, create} = counted();
    const Lazy = lazyRouteComponent(create);
    assert.equal(await Lazy.preload?.(), 'loaded');
    await Lazy.preload?.();
    assert.equal(renderToStaticMarkup(createElement(Lazy, {name: 'a'})), '<p>route a</p>');
    assert.deepEqual(counts, {created: 1, preloaded: 2});
  });

  it('renders the real component with the same props and markup', () => {
    const {counts, create} = counted();
    const Lazy = lazyRouteComponent(create);
    assert.equal(renderToStaticMarkup(createElement(Lazy, {name: 'guides'})), '<p>route guides</p>');
    assert.equal(counts.created, 1);
  });

  it('resolves a preload of a component that has nothing to load', async () => {
    const Empty = () => createElement('p');
    const Lazy = lazyRouteComponent(() => Empty);
    assert.equal(await Lazy.preload?.(), undefined);
  });

  it('points the route table at the stand-in through the alias core uses for ComponentCreator', () => {
    const plugin = lazyRoutesPlugin() as Plugin<unknown> & {
      configureWebpack: (...args: unknown[]) => {resolve: {alias: Record<string, string>}};
    };
    const alias = plugin.configureWebpack({}, false, {}, {}).resolve.alias['@docusaurus/ComponentCreator'];
    assert.equal(path.relative(process.cwd(), alias), path.join('src', 'plugins', 'lazy-routes', 'client', 'ComponentCreator.ts'));
  });
});
