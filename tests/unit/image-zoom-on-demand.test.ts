import {strict as assert} from 'node:assert';
import path from 'node:path';
import {describe, it} from 'node:test';
import imageZoomOnDemandPlugin from '../../src/plugins/image-zoom-on-demand';
import {onDemandZoom, type ZoomFactory} from '../../src/plugins/image-zoom-on-demand/on-demand';

/** A fake medium-zoom recording what it was asked to do. */
function fakeLibrary() {
  const calls: string[] = [];
  const create: ZoomFactory = (selector, options) => {
    calls.push(`create ${selector} ${JSON.stringify(options)}`);
    return {update: (next) => calls.push(`update ${JSON.stringify(next)}`), detach: () => calls.push('detach')};
  };
  let loads = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve(create);
  };
  return {calls, load, loads: () => loads};
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('image zoom on demand', () => {
  it('loads nothing on a page without an image to zoom', async () => {
    const library = fakeLibrary();
    const zoom = onDemandZoom(library.load, () => false)('.markdown img', {background: 'white'});
    zoom.update({background: 'grey'});
    zoom.detach();
    await settle();
    assert.equal(library.loads(), 0);
    assert.deepEqual(library.calls, []);
  });

  it('attaches the real zoom with the options as they are once it has loaded, then forwards updates and detach', async () => {
    const library = fakeLibrary();
    const zoom = onDemandZoom(library.load, (selector) => selector === '.markdown img')('.markdown img', {background: 'white', margin: 8});
    zoom.update({background: 'rgb(50, 50, 50)'});
    await settle();
    zoom.update({background: 'white'});
    zoom.detach();
    assert.deepEqual(library.calls, [
      'create .markdown img {"background":"rgb(50, 50, 50)","margin":8}',
      'update {"background":"white"}',
      'detach',
    ]);
  });

  it('never attaches a zoom detached before the library arrived', async () => {
    const library = fakeLibrary();
    onDemandZoom(library.load, () => true)('.markdown img').detach();
    await settle();
    assert.equal(library.loads(), 1);
    assert.deepEqual(library.calls, []);
  });

  it('replaces only the bare medium-zoom import, so the stand-in can load the library by its path', () => {
    const plugin = imageZoomOnDemandPlugin() as unknown as {configureWebpack: () => {resolve: {alias: Record<string, string>}}};
    const {alias} = plugin.configureWebpack().resolve;
    assert.deepEqual(Object.keys(alias), ['medium-zoom$']);
    assert.equal(
      path.relative(process.cwd(), alias['medium-zoom$']),
      path.join('src', 'plugins', 'image-zoom-on-demand', 'client', 'medium-zoom.ts'),
    );
  });
});
