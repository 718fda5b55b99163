import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {runInNewContext} from 'node:vm';
import {announcementResetScript, announcementResetTags, INITIALLY_DISMISSED_ATTRIBUTE} from '../../src/plugins/announcement-reset/core';

function run(storedId: string | null, currentId: string, throwing = false): Record<string, string> {
  const attributes: Record<string, string> = {[INITIALLY_DISMISSED_ATTRIBUTE]: 'true'};
  const localStorage = {
    getItem: () => {
      if (throwing) throw new Error('storage disabled');
      return storedId;
    },
  };
  const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
  runInNewContext(announcementResetScript(currentId), {localStorage, document});
  return attributes;
}

describe('announcement reset script', () => {
  it('un-hides the bar when the stored id is older', () => {
    assert.equal(run('old-id', 'new-id')[INITIALLY_DISMISSED_ATTRIBUTE], 'false');
    assert.equal(run(null, 'new-id')[INITIALLY_DISMISSED_ATTRIBUTE], 'false');
  });
  it('keeps a dismissal of the current announcement', () => {
    assert.equal(run('new-id', 'new-id')[INITIALLY_DISMISSED_ATTRIBUTE], 'true');
  });
  it('does nothing when storage is unavailable', () => {
    assert.equal(run('x', 'new-id', true)[INITIALLY_DISMISSED_ATTRIBUTE], 'true');
  });
  it('quotes the id safely and emits nothing without an announcement', () => {
    const script = announcementResetScript('a"b</script>');
    assert.doesNotMatch(script, /<\/script>/);
    assert.equal(run('a"b</script>', 'a"b</script>')[INITIALLY_DISMISSED_ATTRIBUTE], 'true');
    assert.deepEqual(announcementResetTags(undefined), []);
  });
});
