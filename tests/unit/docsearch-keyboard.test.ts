import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {isTyping, keyAction} from '../../src/plugins/local-search/client/docsearch/keyboard';

const element = (tagName: string, isContentEditable = false) => ({tagName, isContentEditable}) as unknown as EventTarget;
const press = (key: string, target: EventTarget | null = element('BODY'), modifiers: {ctrlKey?: boolean; metaKey?: boolean} = {}) => ({
  key,
  target,
  ctrlKey: modifiers.ctrlKey ?? false,
  metaKey: modifiers.metaKey ?? false,
});

describe('search keyboard shortcuts', () => {
  it('toggles on Ctrl+K and Cmd+K, in any case, open or closed', () => {
    for (const open of [false, true]) {
      assert.equal(keyAction(press('k', null, {ctrlKey: true}), open), 'toggle');
      assert.equal(keyAction(press('K', null, {metaKey: true}), open), 'toggle');
    }
    assert.equal(keyAction(press('k'), false), null);
  });
  it('opens on "/" only when closed and not typing into a field', () => {
    assert.equal(keyAction(press('/'), false), 'toggle');
    assert.equal(keyAction(press('/'), true), null);
    for (const field of [element('INPUT'), element('TEXTAREA'), element('SELECT'), element('DIV', true)]) {
      assert.equal(keyAction(press('/', field), false), null);
    }
  });
  it('closes on Escape only when open', () => {
    assert.equal(keyAction(press('Escape'), true), 'toggle');
    assert.equal(keyAction(press('Escape'), false), null);
  });
  it('recognises editable targets', () => {
    assert.equal(isTyping(element('INPUT')), true);
    assert.equal(isTyping(element('A')), false);
    assert.equal(isTyping(null), false);
  });
});
