import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {checkRepository, editFileUrl, editUrlFunction, sourceFileOf} from '../../src/plugins/docs/edit-url';
import {docsOptions} from '../../src/plugins/docs/options';

const repository = {url: 'https://github.com/acme/site', branch: 'main', siteDir: 'website'};

describe('edit links', () => {
  it('links a written page to its Markdown file', () => {
    assert.equal(sourceFileOf('guides/build/ops.md'), 'docs/guides/build/ops.md');
    assert.equal(
      editUrlFunction(repository)({docPath: 'guides/build/index.md', versionDocsDirPath: 'docs'}),
      'https://github.com/acme/site/edit/main/website/docs/guides/build/index.md',
    );
  });

  it('links a generated API page to its data file, library pages included', () => {
    assert.equal(sourceFileOf('api/python-api/assets.mdx'), 'src/data/api/assets.yaml');
    assert.equal(sourceFileOf('api/python-api/libraries/dagster-aws.mdx'), 'src/data/api/libraries/dagster-aws.yaml');
    assert.equal(
      editFileUrl(repository, sourceFileOf('api/python-api/assets.mdx')),
      'https://github.com/acme/site/edit/main/website/src/data/api/assets.yaml',
    );
  });

  it('keeps hand-written pages of the API section as Markdown', () => {
    assert.equal(sourceFileOf('api/python-api/index.md'), 'docs/api/python-api/index.md');
    assert.equal(sourceFileOf('api/python-api/external-assets-rest-api.md'), 'docs/api/python-api/external-assets-rest-api.md');
  });

  it('works for a site at the root of its repository and encodes odd file names', () => {
    assert.equal(editFileUrl({...repository, siteDir: ''}, 'docs/a b.md'), 'https://github.com/acme/site/edit/main/docs/a%20b.md');
  });

  it('rejects a repository or branch that cannot make working links', () => {
    assert.throws(() => checkRepository({...repository, url: 'https://github.com/acme'}), /must be a GitHub URL/);
    assert.throws(() => checkRepository({...repository, branch: ' '}), /is not a branch name/);
  });

  it('is the docs plugin option', () => {
    assert.equal(typeof docsOptions.editUrl, 'function');
    const url = (docsOptions.editUrl as (params: {docPath: string; versionDocsDirPath: string}) => string)({
      docPath: 'api/python-api/assets.mdx',
      versionDocsDirPath: 'docs',
    });
    assert.match(url, /\/edit\/[^/]+\/docs\/src\/data\/api\/assets\.yaml$/);
  });
});
