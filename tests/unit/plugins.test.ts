import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {aiAssistantHeadTags, DEFAULT_WIDGET_URL, readAiAssistantSettings} from '../../src/plugins/ai-assistant/core';
import {INSIGHTS_SCRIPT_URL, insightsHeadTags, readInsightsSettings} from '../../src/plugins/analytics/core';

describe('analytics plugin core', () => {
  it('is off with no variables and emits no tags', () => {
    assert.equal(readInsightsSettings({}), null);
    assert.deepEqual(insightsHeadTags(null), []);
  });
  it('requires both variables', () => {
    assert.throws(() => readInsightsSettings({DOCS_INSIGHTS_APP_ID: 'APP'}), /both/);
    assert.throws(() => readInsightsSettings({DOCS_INSIGHTS_API_KEY: 'key'}), /both/);
  });
  it('rejects values that could break out of the inline script', () => {
    assert.throws(() => readInsightsSettings({DOCS_INSIGHTS_APP_ID: 'a"</script>', DOCS_INSIGHTS_API_KEY: 'k'}), /letters, digits/);
  });
  it('queues init and loads the pinned script when configured', () => {
    const tags = insightsHeadTags(readInsightsSettings({DOCS_INSIGHTS_APP_ID: 'APP1', DOCS_INSIGHTS_API_KEY: 'key-1'}));
    assert.equal(tags.length, 2);
    assert.match(String(tags[0].innerHTML), /window\.aa\('init',\{"appId":"APP1","apiKey":"key-1","useCookie":false\}\)/);
    assert.equal(tags[1].attributes?.src, INSIGHTS_SCRIPT_URL);
  });
});

describe('AI assistant plugin core', () => {
  const id = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
  it('is off with no website id', () => {
    assert.equal(readAiAssistantSettings({}), null);
    assert.deepEqual(aiAssistantHeadTags(null), []);
  });
  it('rejects a malformed id and a non-https script', () => {
    assert.throws(() => readAiAssistantSettings({DOCS_AI_ASSISTANT_WEBSITE_ID: 'nope'}), /UUID/);
    assert.throws(
      () => readAiAssistantSettings({DOCS_AI_ASSISTANT_WEBSITE_ID: id, DOCS_AI_ASSISTANT_SCRIPT_URL: 'http://x.test/w.js'}),
      /https/,
    );
  });
  it('adds one widget script with the website id', () => {
    const tags = aiAssistantHeadTags(readAiAssistantSettings({DOCS_AI_ASSISTANT_WEBSITE_ID: id}));
    assert.equal(tags.length, 1);
    assert.equal(tags[0].attributes?.src, DEFAULT_WIDGET_URL);
    assert.equal(tags[0].attributes?.['data-website-id'], id);
  });
});
