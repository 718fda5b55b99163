import type {PrismTheme} from 'prism-react-renderer';

interface Palette {
  background: string;
  plain: string;
  comment: string;
  string: string;
  keyword: string;
  function: string;
  number: string;
  tag: string;
  builtin: string;
  deleted: string;
  inserted: string;
}

/**
 * Code themes whose every token colour reaches WCAG AA (4.5:1) on its background; the stock
 * github and dracula themes do not (their comments and several tokens fall near 3:1).
 */
function themeFrom(p: Palette): PrismTheme {
  return {
    plain: {color: p.plain, backgroundColor: p.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: p.string}},
      {types: ['keyword', 'atrule', 'important', 'selector'], style: {color: p.keyword}},
      {types: ['function', 'class-name', 'decorator'], style: {color: p.function}},
      {types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'variable', 'symbol'], style: {color: p.number}},
      {types: ['tag', 'entity'], style: {color: p.tag}},
      {types: ['builtin', 'namespace'], style: {color: p.builtin}},
      {types: ['punctuation', 'operator'], style: {color: p.plain}},
      {types: ['deleted'], style: {color: p.deleted}},
      {types: ['inserted'], style: {color: p.inserted}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
      {types: ['bold'], style: {fontWeight: 'bold'}},
    ],
  };
}

export const lightCodeTheme = themeFrom({
  background: '#f6f8fa',
  plain: '#1f2328',
  comment: '#59636e',
  string: '#0a3069',
  keyword: '#cf222e',
  function: '#6639ba',
  number: '#0550ae',
  tag: '#116329',
  builtin: '#953800',
  deleted: '#82071e',
  inserted: '#116329',
});

export const darkCodeTheme = themeFrom({
  background: '#1e1f29',
  plain: '#e6edf3',
  comment: '#8b949e',
  string: '#a5d6ff',
  keyword: '#ff7b72',
  function: '#d2a8ff',
  number: '#79c0ff',
  tag: '#7ee787',
  builtin: '#ffa657',
  deleted: '#ffa198',
  inserted: '#7ee787',
});

/** Languages beyond prism-react-renderer's own, highlighted at build time and by the theme's fallback. */
export const prismAdditionalLanguages = ['diff', 'json', 'bash', 'docker', 'toml', 'ini', 'sql', 'java', 'scala'];
