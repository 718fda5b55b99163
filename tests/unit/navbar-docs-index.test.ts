/**
 * The navbar's sidebar items: the page's doc found by path as the theme's matchPath found it, the sidebar
 * looked up in the theme's version order, and the theme's configuration errors.
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {activeDoc, sidebarLink, type IndexedVersion} from '../../src/theme/NavbarItem/docs-index';

const current: IndexedVersion = {
  isLast: true,
  docs: [
    {path: '/guides/', sidebar: 'guides'},
    {path: '/guides/build/assets', sidebar: 'guides'},
    {path: '/api/python-api/assets', sidebar: 'api'},
    {path: '/about/changelog'},
  ],
  sidebars: {
    guides: {link: {label: 'Guides', path: '/guides/'}},
    api: {link: {label: 'API', path: '/api/'}},
    empty: {},
  },
};
const older: IndexedVersion = {
  isLast: false,
  docs: [{path: '/1.9/guides/build/assets', sidebar: 'guides'}],
  sidebars: {guides: {link: {label: 'Guides 1.9', path: '/1.9/guides/'}}, legacy: {link: {label: 'Legacy', path: '/1.9/legacy'}}},
};
const versions = [older, current];

describe('activeDoc', () => {
  it('finds the doc at a path, with its sidebar and version', () => {
    assert.deepEqual(activeDoc(versions, '/guides/build/assets'), {version: current, sidebar: 'guides'});
    assert.deepEqual(activeDoc(versions, '/1.9/guides/build/assets'), {version: older, sidebar: 'guides'});
  });

  it('ignores a trailing slash and letter case, as matchPath did', () => {
    assert.equal(activeDoc(versions, '/guides')?.sidebar, 'guides');
    assert.equal(activeDoc(versions, '/API/Python-API/assets/')?.sidebar, 'api');
  });

  it('finds nothing for a path that is not a doc, or only a prefix of one', () => {
    assert.equal(activeDoc(versions, '/integrations/libraries/'), undefined);
    assert.equal(activeDoc(versions, '/guides/build'), undefined);
  });

  it('reports a doc outside any sidebar without one', () => {
    assert.deepEqual(activeDoc(versions, '/about/changelog'), {version: current, sidebar: undefined});
  });

  it('indexes a versions list once: a later change to it is not seen', () => {
    const list: IndexedVersion[] = [{isLast: true, docs: [{path: '/a', sidebar: 's'}]}];
    assert.equal(activeDoc(list, '/a')?.sidebar, 's');
    (list[0]!.docs as {path: string; sidebar?: string}[]).push({path: '/b', sidebar: 's'});
    assert.equal(activeDoc(list, '/b'), undefined);
  });
});

describe('sidebarLink', () => {
  it("prefers the page's version, then the latest, then the others", () => {
    assert.equal(sidebarLink(versions, 'guides', older).label, 'Guides 1.9');
    assert.equal(sidebarLink(versions, 'guides', undefined).label, 'Guides');
    assert.equal(sidebarLink(versions, 'legacy', undefined).label, 'Legacy');
  });

  it("throws the theme's error for a sidebar with nothing to link to", () => {
    assert.throws(() => sidebarLink(versions, 'empty', current), {
      message: 'DocSidebarNavbarItem: Sidebar with ID "empty" doesn\'t have anything to be linked to.',
    });
  });

  it('throws for a sidebar no version has', () => {
    assert.throws(() => sidebarLink(versions, 'nowhere', current), /Can't find any sidebar with id "nowhere"/);
  });
});
