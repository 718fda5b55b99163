import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import type {PrismTheme} from 'prism-react-renderer';
import {alignLines, codeHtml, LINE_SEPARATOR} from '../../src/plugins/code-highlight/client/lines';
import {escapeHtml, highlightLines} from '../../src/plugins/code-highlight/highlight';
import {prismWithLanguages} from '../../src/plugins/code-highlight/prism';
import remarkCodeHighlight, {HIGHLIGHTED_LINES_PROP} from '../../src/plugins/code-highlight/remark';
import {looksPlain, tokenCss} from '../../src/plugins/code-highlight/theme-css';
import {isScrollable} from '../../src/plugins/code-highlight/client/word-wrap';

const prism = prismWithLanguages(['diff', 'json', 'bash', 'docker', 'toml', 'ini', 'sql', 'java', 'scala']);

describe('code-highlight: build-time tokens', () => {
  it('draws Python with the token classes prism-react-renderer gives, one string per line', () => {
    const lines = highlightLines(prism, 'import dagster as dg\n\n@dg.asset\ndef orders() -> None:\n    return None  # <done>\n', 'python');
    assert.equal(lines.length, 5, 'the trailing newline makes no extra line');
    assert.equal(lines[0], '<span class="token keyword">import</span> dagster <span class="token keyword">as</span> dg');
    assert.equal(lines[1], '');
    assert.match(lines[3], /<span class="token function">orders<\/span>/);
    assert.match(lines[4], /<span class="token comment"># &lt;done&gt;<\/span>/);
  });
  it('knows the extra languages the site configures', () => {
    assert.match(highlightLines(prism, '[tool.dagster]\nmodule_name = "x"', 'toml').join(''), /class="token [^"]*\bclass-name\b/);
    assert.match(highlightLines(prism, '- old\n+ new', 'diff').join(''), /class="token [^"]*\bdeleted\b/);
    assert.match(highlightLines(prism, 'FROM python:3.12', 'docker').join(''), /class="token [^"]*\bkeyword\b/);
  });
  it('draws an unknown language as escaped plain text', () => {
    assert.deepEqual(highlightLines(prism, 'a < b & c', 'klingon'), ['a &lt; b &amp; c']);
  });
  it('merges neighbouring tokens of one kind into one element', () => {
    assert.equal(highlightLines(prism, 'g(())', 'python')[0], 'g<span class="token punctuation">(())</span>');
  });
  it('leaves out the elements of tokens every theme draws like plain text', () => {
    const plainish = (types: readonly string[]) => types.includes('punctuation');
    assert.equal(highlightLines(prism, 'g(x)', 'python', plainish)[0], 'g(x)');
  });
  it('escapes markup', () => {
    assert.equal(escapeHtml('<a href="x">&</a>'), '&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
  it('refuses a second, different language list: one site has one', () => {
    assert.throws(() => prismWithLanguages(['json']), /already set up/);
  });
});

describe('code-highlight: remark step', () => {
  it('gives every fenced block but Mermaid its highlighted lines', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'python', value: 'x = 1\ny = 2'},
        {type: 'code', lang: 'mermaid', value: 'flowchart LR\n a --> b'},
        {type: 'code', lang: null, value: 'plain <text>'},
      ],
    };
    remarkCodeHighlight({prism: () => prism})(tree);
    const [python, mermaid, plain] = tree.children as {data?: {hProperties?: Record<string, string>}}[];
    const lines = python.data?.hProperties?.[HIGHLIGHTED_LINES_PROP]?.split(LINE_SEPARATOR);
    assert.equal(lines?.length, 2);
    assert.match(lines![1], /token number">2</);
    assert.equal(mermaid.data, undefined);
    assert.equal(plain.data?.hProperties?.[HIGHLIGHTED_LINES_PROP], 'plain &lt;text&gt;');
  });
});

describe('code-highlight: lines in the browser', () => {
  const highlighted = {code: 'a\n// highlight-next-line\nb\nc\n', lines: ['A', 'COMMENT', 'B', 'C']};
  it('uses the lines as they are when CodeBlock shows the whole source', () => {
    assert.deepEqual(alignLines({code: 'a\nb\n', lines: ['A', 'B']}, 'a\nb'), ['A', 'B']);
  });
  it('drops the lines of magic comments CodeBlock removed', () => {
    assert.deepEqual(alignLines(highlighted, 'a\nb\nc'), ['A', 'B', 'C']);
  });
  it('gives up (so the browser highlights) when the lines do not belong to the code', () => {
    assert.equal(alignLines(highlighted, 'a\nz\nc'), null);
    assert.equal(alignLines({code: 'a\nb', lines: ['A']}, 'a\nb'), null);
    assert.equal(alignLines({code: 'a\nb', lines: ['A', 'B']}, 'a\nB'), null);
  });
  it('writes a block without highlighted lines or numbers as lines of tokens joined by newlines', () => {
    assert.equal(codeHtml(['<span class="token keyword">A</span>', '', 'B'], {}, null), '<span class="token keyword">A</span>\n\nB');
    assert.equal(codeHtml(['A', 'B'], {0: []}, null), 'A\nB');
  });
  it('writes token lines with their highlight classes, and line numbers when asked', () => {
    assert.equal(
      codeHtml(['A', ''], {1: ['theme-code-block-highlighted-line']}, null),
      '<div class="token-line">A</div><div class="token-line theme-code-block-highlighted-line"><br></div>',
    );
    assert.equal(
      codeHtml(['A'], {}, {line: 'ln', number: 'num', content: 'txt'}),
      '<div class="token-line ln"><span class="num"></span><span class="txt">A</span></div>',
    );
  });
});

describe('code-highlight: tokens that look plain', () => {
  const light: PrismTheme = {
    plain: {color: '#111'},
    styles: [
      {types: ['punctuation'], style: {color: '#111'}},
      {types: ['keyword'], style: {color: '#c00'}},
      {types: ['decorator'], style: {color: '#60f'}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
      {types: ['string'], languages: ['python'], style: {color: '#111'}},
    ],
  };
  const dark: PrismTheme = {
    ...light,
    plain: {color: '#eee'},
    styles: light.styles.map((entry) => (entry.types[0] === 'punctuation' ? {...entry, style: {color: '#eee'}} : entry)),
  };
  const plain = looksPlain([light, dark]);
  it('is plain when every theme gives it no style or only the plain colour', () => {
    assert.equal(plain(['punctuation'], 'python'), true);
    assert.equal(plain(['unstyled'], 'python'), true);
  });
  it('is not plain with another colour or any other style in some theme', () => {
    assert.equal(plain(['keyword'], 'python'), false);
    assert.equal(plain(['italic'], 'python'), false);
    assert.equal(plain(['string'], 'python'), false, 'plain in light only');
  });
  it('lets later types win, as prism-react-renderer does', () => {
    assert.equal(plain(['decorator', 'punctuation'], 'python'), true);
    assert.equal(plain(['punctuation', 'decorator'], 'python'), false);
  });
});

describe('code-highlight: token stylesheet', () => {
  const theme = (keyword: string): PrismTheme => ({
    plain: {color: '#111', backgroundColor: '#fff'},
    styles: [
      {types: ['comment'], style: {color: '#777', fontStyle: 'italic'}},
      {types: ['keyword', 'selector'], style: {color: keyword}},
      {types: ['string'], languages: ['python'], style: {color: '#0a0'}},
      {types: ['bold'], style: {}},
    ],
  });
  it('writes one rule per theme entry and colour mode, in theme order, scoped by language where the theme says', () => {
    const css = tokenCss(theme('#c00'), theme('#f77'));
    assert.match(css, /\[data-theme='light'\] \.token\.keyword,\[data-theme='light'\] \.token\.selector\{color:#c00\}/);
    assert.match(css, /\[data-theme='dark'\] \.token\.keyword,\[data-theme='dark'\] \.token\.selector\{color:#f77\}/);
    assert.match(css, /\[data-theme='light'\] \.token\.comment\{color:#777;font-style:italic\}/);
    assert.match(css, /\[data-theme='light'\] \.language-python \.token\.string\{color:#0a0\}/);
    assert.ok(!css.includes('.token.bold'), 'an entry without declarations writes nothing');
    assert.ok(css.indexOf('.token.comment') < css.indexOf('.token.keyword'));
  });
  it("sets the block colours per mode strongly enough to beat the container's pre-hydration inline ones", () => {
    assert.match(
      tokenCss(theme('#c00'), theme('#f77')),
      /\[data-theme='dark'\] \.theme-code-block\{--prism-color:#111 !important;--prism-background-color:#fff !important\}/,
    );
  });
});

describe('word wrap measurement', () => {
  const block = (scrollWidth: number, clientWidth: number, styled: boolean) => ({
    scrollWidth,
    clientWidth,
    querySelector: () => ({hasAttribute: () => styled}) as unknown as Element,
  });

  it('offers word wrap for code wider than its block, or already wrapped', () => {
    assert.equal(isScrollable(block(900, 360, false) as never), true);
    assert.equal(isScrollable(block(300, 360, false) as never), false);
    assert.equal(isScrollable(block(360, 360, true) as never), true);
  });
});
