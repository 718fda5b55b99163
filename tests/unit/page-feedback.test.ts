import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {feedbackEventName, sendFeedbackEvent} from '../../src/plugins/page-feedback/client/analytics';
import {COMMENT_LIMIT, feedbackIssueUrl} from '../../src/plugins/page-feedback/client/issue-url';
import {pageFeedbackOptionsSchema} from '../../src/plugins/page-feedback/options';

const base = {repositoryUrl: 'https://github.com/acme/docs', pageTitle: 'Ops', pageUrl: 'https://docs.example.com/guides/build/ops'};

function parts(url: string) {
  const parsed = new URL(url);
  return {origin: parsed.origin, path: parsed.pathname, params: Object.fromEntries(parsed.searchParams)};
}

describe('page feedback issue URL', () => {
  it('opens a new issue for a "yes" with the page, the answer and the comment', () => {
    const {origin, path, params} = parts(
      feedbackIssueUrl({...base, answer: 'yes', comment: 'The example ran as is.', labels: ['area: docs']}),
    );
    assert.equal(`${origin}${path}`, 'https://github.com/acme/docs/issues/new');
    assert.equal(params.title, 'Docs feedback: "Ops" was helpful');
    assert.equal(params.labels, 'area: docs');
    assert.equal(
      params.body,
      [
        '**Page:** [Ops](https://docs.example.com/guides/build/ops)',
        '**Was this page helpful?** Yes',
        '',
        '**Comment:**',
        '',
        'The example ran as is.',
        '',
        '---',
        '_Sent from the "Was this page helpful?" form at the end of the page._',
      ].join('\n'),
    );
  });

  it('opens a new issue for a "no" with the comment, and says when there is none', () => {
    const no = parts(feedbackIssueUrl({...base, answer: 'no', comment: 'The code fails: `Definitions` is not imported.'}));
    assert.equal(no.params.title, 'Docs feedback: "Ops" was not helpful');
    assert.match(no.params.body, /\*\*Was this page helpful\?\*\* No/);
    assert.match(no.params.body, /The code fails: `Definitions` is not imported\./);
    assert.equal(no.params.labels, undefined);
    assert.match(parts(feedbackIssueUrl({...base, answer: 'no', comment: '   '})).params.body, /_No comment\._/);
  });

  it('cuts a very long comment so GitHub accepts the URL', () => {
    const {params} = parts(feedbackIssueUrl({...base, answer: 'no', comment: 'x'.repeat(COMMENT_LIMIT * 3)}));
    assert.ok(params.body.includes(`${'x'.repeat(COMMENT_LIMIT - 1)}…`));
    assert.ok(!params.body.includes('x'.repeat(COMMENT_LIMIT)));
  });

  it('rejects a repository that is not on GitHub', () => {
    assert.throws(
      () => feedbackIssueUrl({...base, repositoryUrl: 'https://gitlab.com/acme/docs', answer: 'yes', comment: ''}),
      /GitHub repository URL/,
    );
    const {error} = pageFeedbackOptionsSchema.validate({repositoryUrl: 'acme/docs'});
    assert.match(String(error), /must be a GitHub repository URL/);
    assert.equal(pageFeedbackOptionsSchema.validate({repositoryUrl: 'https://github.com/acme/docs'}).value?.analytics, null);
  });
});

describe('page feedback analytics', () => {
  it('sends nothing without configured analytics, or when the insights client is absent', () => {
    const calls: unknown[] = [];
    const aa = (...args: unknown[]) => calls.push(args);
    assert.equal(sendFeedbackEvent(null, 'yes', '/guides/build/ops', {aa}), false);
    assert.equal(sendFeedbackEvent({index: 'docs'}, 'yes', '/guides/build/ops', {}), false);
    assert.deepEqual(calls, []);
  });

  it('records the answer as a conversion on the page when configured', () => {
    const calls: unknown[][] = [];
    const aa = (...args: unknown[]) => calls.push(args);
    assert.equal(sendFeedbackEvent({index: 'docs'}, 'no', '/guides/build/ops', {aa}), true);
    assert.deepEqual(calls, [
      ['convertedObjectIDs', {eventName: 'Docs page helpful: no', index: 'docs', objectIDs: ['/guides/build/ops']}],
    ]);
    assert.equal(feedbackEventName('yes'), 'Docs page helpful: yes');
  });
});
