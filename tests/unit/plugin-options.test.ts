import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import aiAssistantPlugin from '../../src/plugins/ai-assistant';
import analyticsPlugin from '../../src/plugins/analytics';
import localSearchPlugin from '../../src/plugins/local-search';
import {DEFAULT_WIDGET_URL} from '../../src/plugins/ai-assistant/core';
import {readSiteSettings, SITE_ENV_VARS} from '../../src/config/env';

/** Runs a plugin's validator the way Docusaurus does. */
function validate(plugin: {validateOptions?: unknown}, options: unknown): Record<string, unknown> {
  const validator = plugin.validateOptions as (context: {
    validate: typeof normalizePluginOptions;
    options: unknown;
  }) => Record<string, unknown>;
  return validator({validate: normalizePluginOptions, options});
}

describe('plugin options', () => {
  it('local search requires enabled and defaults the labels', () => {
    assert.deepEqual(validate(localSearchPlugin, {enabled: true}), {enabled: true, sidebarLabels: {}, id: 'default'});
    assert.throws(() => validate(localSearchPlugin, {}), /"enabled" is required/);
    assert.throws(() => validate(localSearchPlugin, {enabled: true, sidebarLabels: {docs: 3}}), /"sidebarLabels.docs" must be a string/);
  });
  it('analytics is off by default and rejects ids that could break out of the inline script', () => {
    assert.equal(validate(analyticsPlugin, undefined).insights, null);
    assert.throws(
      () => validate(analyticsPlugin, {insights: {appId: 'a"</script>', apiKey: 'k'}}),
      /"insights.appId" may contain only letters, digits/,
    );
    assert.throws(() => validate(analyticsPlugin, {insights: {appId: 'APP'}}), /"insights.apiKey" is required/);
  });
  it('the assistant needs a UUID and an https script, with the default widget', () => {
    const id = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    assert.deepEqual(validate(aiAssistantPlugin, {assistant: {websiteId: id}}).assistant, {websiteId: id, scriptUrl: DEFAULT_WIDGET_URL});
    assert.throws(() => validate(aiAssistantPlugin, {assistant: {websiteId: 'nope'}}), /"assistant.websiteId" must be a valid GUID/);
    assert.throws(
      () => validate(aiAssistantPlugin, {assistant: {websiteId: id, scriptUrl: 'http://x.test/w.js'}}),
      /"assistant.scriptUrl" must be an https URL/,
    );
  });
});

describe('site settings from the environment', () => {
  it('is the default configuration with nothing set', () => {
    const settings = readSiteSettings({});
    assert.equal(settings.searchMode, 'local');
    assert.equal(settings.insights, null);
    assert.equal(settings.aiAssistant, null);
    assert.equal(settings.bundler, 'rspack');
  });
  it('switches to Algolia only with all three variables', () => {
    assert.equal(readSiteSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}).searchMode, 'local');
    assert.equal(readSiteSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}).searchMode, 'algolia');
  });
  it('lists every variable it reads', () => {
    const every = Object.fromEntries(SITE_ENV_VARS.map((name) => [name, 'x']));
    assert.throws(() => readSiteSettings(every), /AI assistant|Analytics/);
    assert.ok(SITE_ENV_VARS.includes('DOCS_BUNDLER'));
  });
});
