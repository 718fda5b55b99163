import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {buildCatalog} from '../../src/plugins/integration-catalog/catalog';
import {brandColours, contrast, hueOf, monogramColours, monogramLetters, TILE, TEXT} from '../../src/plugins/integration-catalog/colours';
import {catalogEntry, libraryPageId, readCatalogFields, readTags, type EntryContext} from '../../src/plugins/integration-catalog/entry';
import {installCommand, parseRequirement, pypiUrl} from '../../src/plugins/integration-catalog/install';
import {findIcon, logoFile} from '../../src/plugins/integration-catalog/logos';

const tags = {
  'dagster-supported': {label: 'Dagster-supported', permalink: '/tags/integrations/dagster-supported'},
  'community-supported': {label: 'Community-supported', permalink: '/tags/integrations/community-supported'},
  storage: {label: 'Storage', permalink: '/tags/integrations/storage'},
  etl: {label: 'ETL', permalink: '/tags/integrations/etl'},
};
const context: EntryContext = {
  tags,
  findIcon: (slug) => (slug === 'snowflake' ? {hex: '29B5E8'} : undefined),
  apiReferenceFor: (name) => (name === 'dagster-snowflake' ? '/api/python-api/libraries/dagster-snowflake' : null),
};
const frontMatter = (extra: Record<string, unknown> = {}) => ({
  tags: ['dagster-supported', 'storage'],
  package: 'dagster-snowflake',
  provides: ['io-manager', 'resource'],
  logo: 'snowflake',
  ...extra,
});
const page = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: id[0].toUpperCase() + id.slice(1),
  label: id,
  description: `About ${id}.`,
  route: `/integrations/libraries/${id}`,
  frontMatter: frontMatter(extra),
});

describe('readCatalogFields', () => {
  it('reads package, provides (in vocabulary order) and logo', () => {
    const {fields, problems} = readCatalogFields(frontMatter(), context);
    assert.deepEqual(problems, []);
    assert.deepEqual(fields, {
      package: {name: 'dagster-snowflake', spec: 'dagster-snowflake'},
      provides: ['resource', 'io-manager'],
      logo: 'snowflake',
    });
  });
  it('names every missing field and says what to write', () => {
    const {fields, problems} = readCatalogFields({tags: ['etl']}, context);
    assert.equal(fields, undefined);
    assert.equal(problems.length, 3);
    assert.match(problems[0], /missing front matter "package": the pip requirement readers install/);
    assert.match(problems[1], /missing front matter "provides"/);
    assert.match(problems[2], /missing front matter "logo": a simple-icons slug/);
  });
  it('treats an empty value as missing', () => {
    assert.match(readCatalogFields(frontMatter({logo: null}), context).problems[0], /missing front matter "logo"/);
  });
  it('accepts false for a tool with nothing to install, and an empty provides list', () => {
    const {fields} = readCatalogFields(frontMatter({package: false, provides: [], logo: 'monogram'}), context);
    assert.deepEqual(fields, {package: null, provides: [], logo: 'monogram'});
  });
  it('rejects bad values with clear messages', () => {
    const {problems} = readCatalogFields(
      frontMatter({package: 'pip install x', provides: ['resource', 'magic', 'resource'], logo: 'nope'}),
      context,
    );
    assert.deepEqual(
      problems.map((p) => p.split(/[:;]/)[0]),
      [
        'front matter "package"',
        'front matter "provides" has unknown values magic',
        'front matter "provides" lists a value twice',
        'front matter "logo"',
      ],
    );
    assert.match(readCatalogFields(frontMatter({provides: 'resource'}), context).problems[0], /"provides" must be a list/);
    assert.match(readCatalogFields(frontMatter({package: 3}), context).problems[0], /"package" must be/);
  });
});

describe('readTags', () => {
  it('needs one tier and one category from tags.yml', () => {
    assert.equal(readTags(['dagster-supported', 'storage'], tags).tier?.key, 'dagster');
    assert.equal(readTags(['community-supported', 'etl'], tags).category?.label, 'ETL');
    assert.match(readTags(['storage'], tags).problems.join(), /exactly one support tier/);
    assert.match(readTags(['dagster-supported', 'storage', 'etl'], tags).problems.join(), /exactly one category/);
    assert.match(readTags(['dagster-supported', 'bogus'], tags).problems.join(), /bogus are not defined in docs\/tags.yml/);
    assert.match(readTags(undefined, tags).problems.join(), /support tier/);
  });
});

describe('catalogEntry', () => {
  it('builds the card data from the page', () => {
    const {entry} = catalogEntry(page('snowflake'), context);
    assert.equal(entry?.apiReference, '/api/python-api/libraries/dagster-snowflake');
    assert.deepEqual(entry?.tier, {key: 'dagster', label: 'Dagster-supported', permalink: '/tags/integrations/dagster-supported'});
    assert.equal(entry?.logo.kind, 'icon');
    assert.equal(entry?.logo.kind === 'icon' && entry.logo.slug, 'snowflake');
    assert.equal(entry?.logo.colours.dark, '#29b5e8');
  });
  it('draws a monogram from the short name and has no API link without a reference page', () => {
    const {entry} = catalogEntry({...page('census', {package: 'dagster-census', logo: 'monogram'}), label: 'Census'}, context);
    assert.equal(entry?.apiReference, null);
    assert.equal(entry?.logo.kind === 'monogram' && entry.logo.letters, 'C');
  });
  it('reports problems from tags and fields together', () => {
    const {entry, problems} = catalogEntry({...page('x'), frontMatter: {tags: []}}, context);
    assert.equal(entry, undefined);
    assert.equal(problems.length, 5);
  });
});

describe('buildCatalog', () => {
  it('sorts by title and lists only facet values in use, in their order', () => {
    const pages = [
      {...page('zeta', {tags: ['community-supported', 'etl'], provides: ['ops']}), file: 'docs/z.md'},
      {...page('alpha'), file: 'docs/a.md'},
    ];
    const {data, problems} = buildCatalog(pages, context);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      data.entries.map((e) => e.id),
      ['alpha', 'zeta'],
    );
    assert.deepEqual(
      data.facets.category.map((v) => v.value),
      ['storage', 'etl'],
    );
    assert.deepEqual(
      data.facets.tier.map((v) => v.label),
      ['Dagster-supported', 'Community-supported'],
    );
    assert.deepEqual(
      data.facets.provides.map((v) => v.value),
      ['resource', 'io-manager', 'ops'],
    );
  });
  it('names the file of each problem', () => {
    const {problems} = buildCatalog([{...page('bad', {logo: undefined}), file: 'docs/integrations/libraries/bad.md'}], context);
    assert.equal(problems[0].file, 'docs/integrations/libraries/bad.md');
  });
});

describe('libraryPageId', () => {
  it('recognizes landing pages only', () => {
    assert.equal(libraryPageId('integrations/libraries/slack.md'), 'slack');
    assert.equal(libraryPageId('integrations/libraries/dbt/index.md'), 'dbt');
    assert.equal(libraryPageId('integrations/libraries/iceberg.mdx'), 'iceberg');
    assert.equal(libraryPageId('integrations/libraries/index.md'), null);
    assert.equal(libraryPageId('integrations/libraries/dbt/reference.md'), null);
    assert.equal(libraryPageId('integrations/libraries/airlift/federation-tutorial/index.md'), null);
    assert.equal(libraryPageId('guides/build/index.md'), null);
  });
});

describe('install commands', () => {
  it('parses requirements with extras and version ranges', () => {
    assert.deepEqual(parseRequirement('dagster-airlift[core]'), {name: 'dagster-airlift', spec: 'dagster-airlift[core]'});
    assert.deepEqual(parseRequirement('dagster-dingtalk<0.2'), {name: 'dagster-dingtalk', spec: 'dagster-dingtalk<0.2'});
    assert.deepEqual(parseRequirement('dagster>=1.10,<1.11'), {name: 'dagster', spec: 'dagster>=1.10,<1.11'});
    for (const bad of ['', 'pip install x', '-x', 'x[', 'x; rm -rf /', 'dagster dbt']) assert.ok('error' in parseRequirement(bad), bad);
  });
  it('quotes what the shell would otherwise expand', () => {
    assert.equal(installCommand('dagster-snowflake', 'uv'), 'uv add dagster-snowflake');
    assert.equal(installCommand('dagster-snowflake', 'pip'), 'pip install dagster-snowflake');
    assert.equal(installCommand('openmetadata-ingestion[dagster]', 'pip'), 'pip install "openmetadata-ingestion[dagster]"');
    assert.equal(installCommand('dagster-dingtalk<0.2', 'uv'), 'uv add "dagster-dingtalk<0.2"');
    assert.equal(pypiUrl('dagster-k8s'), 'https://pypi.org/project/dagster-k8s/');
  });
});

describe('colours', () => {
  it('computes WCAG contrast', () => {
    assert.equal(contrast('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrast('#777777', '#777777'), 1);
  });
  it('keeps brand colours that stand out from the tile', () => {
    assert.deepEqual(brandColours('326CE5').light, '#326ce5');
    assert.deepEqual(brandColours('29B5E8').dark, '#29b5e8');
  });
  it('shades a brand colour that falls a little short, keeping its hue', () => {
    const {light} = brandColours('29B5E8');
    assert.notEqual(light, '#29b5e8');
    assert.ok(contrast(light, TILE.light) >= 3);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(light.slice(i, i + 2), 16));
    assert.ok(b > g && g > r, `${light} is still a light blue`);
  });
  it('falls back to the text colour when the brand colour would have to change a lot', () => {
    assert.deepEqual(brandColours('FFEC6E'), {light: TEXT.light, dark: '#ffec6e'});
    assert.deepEqual(brandColours('181717'), {light: '#181717', dark: TEXT.dark});
    assert.throws(() => brandColours('blue'), /six-digit hex/);
  });
  it('always reaches 3:1 against the tile', () => {
    for (const hex of ['FFF000', '7FEE64', '06AC38', '150458', 'FFFFFF', '000000', '808080']) {
      const colours = brandColours(hex);
      assert.ok(contrast(colours.light, TILE.light) >= 3, `${hex} light`);
      assert.ok(contrast(colours.dark, TILE.dark) >= 3, `${hex} dark`);
    }
  });
  it('gives monogram letters text contrast on their tile for every hue', () => {
    for (let hue = 0; hue < 360; hue += 1) {
      const {foreground, background} = monogramColours(hue);
      assert.ok(contrast(foreground.light, background.light) >= 4.5, `light ${hue}`);
      assert.ok(contrast(foreground.dark, background.dark) >= 4.5, `dark ${hue}`);
    }
  });
  it('keeps brand fallbacks readable on the tile', () => {
    assert.ok(contrast(TEXT.light, TILE.light) >= 4.5);
    assert.ok(contrast(TEXT.dark, TILE.dark) >= 4.5);
  });
  it('derives a stable hue and letters from a name', () => {
    assert.equal(hueOf('Census'), hueOf('Census'));
    assert.notEqual(hueOf('Census'), hueOf('Chroma'));
    assert.equal(monogramLetters('dbt'), 'dbt');
    assert.equal(monogramLetters('AWS'), 'AWS');
    assert.equal(monogramLetters('Microsoft Teams'), 'MT');
    assert.equal(monogramLetters('Weights & Biases'), 'WB');
    assert.equal(monogramLetters('OpenMetadata'), 'OM');
    assert.equal(monogramLetters('Census'), 'C');
    assert.equal(monogramLetters('PERIAN'), 'P');
    assert.throws(() => monogramLetters('&&'), /monogram/);
  });
});

describe('simple-icons', () => {
  it('finds icons by slug and nothing else', () => {
    assert.equal(findIcon('snowflake')?.title, 'Snowflake');
    assert.equal(findIcon('weightsandbiases')?.title, 'Weights & Biases');
    assert.equal(findIcon('no-such-icon'), undefined);
    assert.equal(findIcon('Snowflake'), undefined);
    assert.equal(findIcon('__proto__'), undefined);
  });
  it('writes a file with one symbol the page can colour', () => {
    const file = logoFile(findIcon('weightsandbiases')!);
    assert.match(file, /<symbol id="logo" viewBox="0 0 24 24"><title>Weights &amp; Biases<\/title><path d="M/);
    assert.doesNotMatch(file, /fill=/);
  });
});
