/**
 * Syntax highlighting as the theme's CodeBlock does it (prism-react-renderer's tokenizer and token
 * classes), done once at build time: each line of a block becomes a string of `<span class="token …">`.
 * Colours come from CSS (theme-css.ts), so the markup is the same in both colour modes.
 */
import {normalizeTokens, type PrismLib} from 'prism-react-renderer';

type PrismToken = Parameters<typeof normalizeTokens>[0][number];

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

/**
 * The HTML of every line of `code`: the trailing newline dropped, as CodeBlock does. A language Prism
 * does not know gets plain text, as in the theme. To keep long pages light, plain text and tokens the
 * themes draw like it (`looksPlain`) need no element, and neighbouring tokens of one kind share one.
 */
export function highlightLines(
  prism: PrismLib,
  code: string,
  language: string,
  looksPlain: (types: readonly string[], language: string) => boolean = () => false,
): string[] {
  const source = code.replace(/\r?\n$/, '');
  const grammar = prism.languages[language.toLowerCase()];
  let tokens: PrismToken[] = [source];
  if (grammar) {
    const env = {code: source, grammar, language, tokens: [] as PrismToken[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(source, grammar);
    prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  }
  return normalizeTokens(tokens).map((line) => {
    const runs: {className: string; content: string}[] = [];
    for (const token of line) {
      const content = token.empty ? '' : token.content;
      if (!content) continue;
      const plain = (token.types.length === 1 && token.types[0] === 'plain') || looksPlain(token.types, language);
      const className = plain ? '' : ['token', ...token.types].join(' ');
      const last = runs[runs.length - 1];
      if (last && last.className === className) last.content += content;
      else runs.push({className, content});
    }
    return runs
      .map(({className, content}) =>
        className ? `<span class="${escapeHtml(className)}">${escapeHtml(content)}</span>` : escapeHtml(content),
      )
      .join('');
  });
}
