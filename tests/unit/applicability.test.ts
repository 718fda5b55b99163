import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {checkApplicability} from '../../scripts/content-check/applicability';
import {parsePage} from '../../scripts/content-check/markdown';
import {badgesFor, decodeApplicability, encodeApplicability, parseApplicability} from '../../src/plugins/applicability/client/model';
import {withApplicability} from '../../src/plugins/applicability/client/sidebar';
import {addApplicability, insertionIndex} from '../../src/plugins/applicability/remark';
import {sidebarItemsGenerator} from '../../src/sidebar/items-generator';

const page = (frontMatter: string) => parsePage(`---\ntitle: T\ndescription: D.\n${frontMatter}---\n\nBody.\n`);

describe('applicability front matter', () => {
  it('reads deployments and plans, in a fixed order', () => {
    assert.deepEqual(parseApplicability({deployments: ['hybrid', 'serverless'], plans: ['pro']}), {
      ok: true,
      value: {deployments: ['serverless', 'hybrid'], plans: ['pro']},
    });
    assert.deepEqual(parseApplicability({deployments: 'oss'}), {ok: true, value: {deployments: ['oss'], plans: []}});
  });

  it('says what is wrong and what is allowed', () => {
    const error = (value: unknown) => {
      const parsed = parseApplicability(value);
      return parsed.ok ? '' : parsed.error;
    };
    assert.match(error(['serverless']), /must be a mapping/);
    assert.match(error({deployments: []}), /"deployments" must be a non-empty list of "oss", "serverless", "hybrid"/);
    assert.match(error({deployments: ['cloud']}), /"deployments" has "cloud"; use "oss", "serverless", "hybrid"/);
    assert.match(error({deployments: ['hybrid'], plans: ['enterprise']}), /"plans" has "enterprise"; use "solo", "starter", "pro"/);
    assert.match(error({deployments: ['oss'], plans: ['pro']}), /"plans" are Dagster\+ plans/);
    assert.match(error({deployment: ['hybrid']}), /unknown keys deployment/);
  });

  it('turns into badges: deployment types, then the plans', () => {
    assert.deepEqual(badgesFor({deployments: ['serverless', 'hybrid'], plans: ['pro']}), [
      {kind: 'plus', label: 'Dagster+ Serverless'},
      {kind: 'plus', label: 'Dagster+ Hybrid'},
      {kind: 'plan', label: 'Pro plan'},
    ]);
    assert.deepEqual(
      badgesFor({deployments: ['oss', 'hybrid'], plans: ['starter', 'pro']}).map((badge) => badge.label),
      ['Open source', 'Dagster+ Hybrid', 'Starter and Pro plans'],
    );
  });

  it('round-trips through its compact form and ignores a bad one', () => {
    const value = {deployments: ['oss', 'hybrid'] as const, plans: ['pro'] as const};
    assert.equal(encodeApplicability({deployments: [...value.deployments], plans: [...value.plans]}), 'oss,hybrid;pro');
    assert.deepEqual(decodeApplicability('oss,hybrid;pro'), {deployments: ['oss', 'hybrid'], plans: ['pro']});
    assert.deepEqual(decodeApplicability('serverless'), {deployments: ['serverless'], plans: []});
    assert.equal(decodeApplicability('cloud'), null);
    assert.equal(decodeApplicability(undefined), null);
  });
});

describe('applicability badges under the title', () => {
  const h1 = {type: 'heading', depth: 1, children: []};
  const paragraph = {type: 'paragraph', children: []};

  it('go after imports and a Markdown title, before the first paragraph', () => {
    assert.equal(insertionIndex([paragraph]), 0);
    assert.equal(insertionIndex([{type: 'mdxjsEsm'}, h1, paragraph]), 2);
    assert.equal(insertionIndex([{type: 'heading', depth: 2}, paragraph]), 0);
  });

  it('are added only to pages that declare applicability', () => {
    const tree = {type: 'root', children: [paragraph]};
    addApplicability(tree, {title: 'x'}, 'a.md');
    assert.equal(tree.children.length, 1);
    addApplicability(tree, {applies_to: {deployments: ['hybrid'], plans: ['pro']}}, 'a.md');
    assert.deepEqual(tree.children[0], {
      type: 'mdxJsxFlowElement',
      name: 'AppliesTo',
      attributes: [{type: 'mdxJsxAttribute', name: 'value', value: 'hybrid;pro'}],
      children: [],
    });
  });

  it('stop the build with the file and the problem when the value is wrong', () => {
    assert.throws(
      () => addApplicability({type: 'root', children: []}, {applies_to: {deployments: ['cloud']}}, 'docs/x.md'),
      /^Error: docs\/x\.md: applies_to: "deployments" has "cloud"/,
    );
  });
});

describe('applicability on section cards', () => {
  it("puts each page's applicability on its sidebar item, and a category's from its index page", () => {
    const frontMatter: Record<string, Record<string, unknown>> = {
      'plus/sso': {applies_to: {deployments: ['serverless', 'hybrid'], plans: ['pro']}},
      'plus/hybrid/index': {applies_to: {deployments: ['hybrid']}},
      'plus/hybrid/ecs': {applies_to: {deployments: ['hybrid']}},
    };
    const items = withApplicability(
      [
        {type: 'doc', id: 'plus/sso'},
        {type: 'doc', id: 'guides/ops'},
        {
          type: 'category',
          link: {type: 'doc', id: 'plus/hybrid/index'},
          items: [{type: 'doc', id: 'plus/hybrid/ecs', customProps: {kept: 1}}],
        },
      ],
      (id) => frontMatter[id],
    );
    assert.deepEqual(items, [
      {type: 'doc', id: 'plus/sso', customProps: {appliesTo: 'serverless,hybrid;pro'}},
      {type: 'doc', id: 'guides/ops'},
      {
        type: 'category',
        link: {type: 'doc', id: 'plus/hybrid/index'},
        items: [{type: 'doc', id: 'plus/hybrid/ecs', customProps: {kept: 1, appliesTo: 'hybrid'}}],
        customProps: {appliesTo: 'hybrid'},
      },
    ]);
  });

  it('is what the sidebar generator produces', async () => {
    const items = await sidebarItemsGenerator({
      defaultSidebarItemsGenerator: async () => [{type: 'doc', id: 'plus/sso'}],
      item: {type: 'autogenerated', dirName: 'plus'},
      docs: [{id: 'plus/sso', frontMatter: {applies_to: {deployments: ['hybrid']}}}],
    } as unknown as Parameters<typeof sidebarItemsGenerator>[0]);
    assert.deepEqual(items, [{type: 'doc', id: 'plus/sso', customProps: {appliesTo: 'hybrid'}}]);
  });
});

describe('content check: applicability', () => {
  const plus = {file: 'docs/dagster-plus/x.md', route: '/dagster-plus/x'};

  it('requires it on every Dagster+ page', () => {
    assert.match(checkApplicability({...plus, page: page('')})[0].message, /Dagster\+ page without "applies_to"/);
    assert.deepEqual(checkApplicability({...plus, page: page('applies_to:\n  deployments: [serverless, hybrid]\n')}), []);
  });

  it('does not require it elsewhere, but checks it wherever it is declared', () => {
    assert.deepEqual(checkApplicability({file: 'docs/guides/x.md', route: '/guides/x', page: page('')}), []);
    assert.match(
      checkApplicability({file: 'docs/guides/x.md', route: '/guides/x', page: page('applies_to:\n  deployments: [cloud]\n')})[0].message,
      /"cloud"/,
    );
  });

  it('rejects a Dagster+ page that claims to apply only to open source', () => {
    assert.match(
      checkApplicability({...plus, page: page('applies_to:\n  deployments: [oss]\n')})[0].message,
      /must apply to serverless, hybrid or both/,
    );
  });
});
