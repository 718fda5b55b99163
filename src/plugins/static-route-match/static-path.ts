/**
 * Route matching without regular expressions for paths that have no parameters. React Router compiles every
 * route path with path-to-regexp 1.x and runs the result, so the first match of a page (in the long task
 * that evaluates main.js) parses and compiles one regular expression per route it passes, several hundred
 * here. A static path needs neither: `StaticPathPattern` stands in for the RegExp path-to-regexp would build
 * (same source and flags), and its `exec` compares strings and answers exactly what the regular expression would.
 */

/** The options React Router passes; any other option, or a path with a parameter, goes to path-to-regexp. */
export interface MatchOptions {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

const KNOWN_OPTIONS = new Set(['end', 'strict', 'sensitive']);

/**
 * Characters path-to-regexp 1.x reads as plain text in every position: no `:name`, `(group)`, `*`, escape or
 * modifier. A conservative list (ASCII only), so folding case by hand matches the `i` flag exactly.
 */
const STATIC_PATH = /^[\w\-./~%@]*$/;

/** True when path-to-regexp would read the path and options as plain text with at most a trailing slash rule. */
export function isStaticRoute(path: unknown, options: unknown): path is string {
  if (typeof path !== 'string' || !STATIC_PATH.test(path)) return false;
  if (options === undefined || options === null) return true;
  if (typeof options !== 'object') return false;
  return Object.keys(options).every((key) => KNOWN_OPTIONS.has(key));
}

const escapeText = (text: string): string => text.replace(/[./]/g, '\\$&');

const isAsciiLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Whether `input` begins with `text`; without `sensitive`, ASCII letters match either case, as the `i` flag does. */
function startsWithText(input: string, text: string, sensitive: boolean): boolean {
  if (input.length < text.length) return false;
  if (sensitive) return input.startsWith(text);
  for (let i = 0; i < text.length; i += 1) {
    const a = input.charCodeAt(i);
    const b = text.charCodeAt(i);
    if (a !== b && !(isAsciiLetter(a) && isAsciiLetter(b) && (a | 32) === (b | 32))) return false;
  }
  return true;
}

/**
 * What path-to-regexp 1.x returns for a static path, without building a RegExp: React Router only calls
 * `exec` on it, and a RegExp costs a parse when made and a compile when first run, per route. `source`,
 * `flags`, `test` and `toString` are the RegExp's. The pattern is `^` + the escaped path, then: without
 * `strict`, the path's own trailing slash is dropped and one optional slash at the very end is allowed; with
 * `end`, `$`; otherwise a lookahead for `/` or the end (none when `strict` and the path ends with `/`).
 */
export class StaticPathPattern {
  private readonly text: string;
  private readonly options: Required<MatchOptions>;

  /** `keys` is the list path-to-regexp fills with a path's parameters (none here) and attaches to its result. */
  constructor(
    path: string,
    options: MatchOptions = {},
    readonly keys: unknown[] = [],
  ) {
    const strict = Boolean(options.strict);
    this.text = !strict && path.endsWith('/') ? path.slice(0, -1) : path;
    this.options = {end: options.end !== false, strict, sensitive: Boolean(options.sensitive)};
  }

  get source(): string {
    const {text, options} = this;
    let source = `^${escapeText(text)}`;
    if (!options.strict) source += '(?:\\/(?=$))?';
    if (options.end) source += '$';
    else if (!(options.strict && text.endsWith('/'))) source += '(?=\\/|$)';
    return source;
  }

  get flags(): string {
    return this.options.sensitive ? '' : 'i';
  }

  /** The part of `input` the pattern matches from its start, or null. */
  private matchedLength(input: string): number | null {
    const {text, options} = this;
    if (!startsWithText(input, text, options.sensitive)) return null;
    const rest = input.slice(text.length);
    const endsWithSlash = text.endsWith('/');
    if (options.strict) {
      if (options.end) return rest === '' ? text.length : null;
      return endsWithSlash || rest === '' || rest.startsWith('/') ? text.length : null;
    }
    // The optional slash is taken only when it is the last character.
    if (rest === '/') return input.length;
    if (options.end) return rest === '' ? text.length : null;
    return rest === '' || rest.startsWith('/') ? text.length : null;
  }

  exec(input: string): RegExpExecArray | null {
    const string = String(input);
    const length = this.matchedLength(string);
    if (length === null) return null;
    const result = [string.slice(0, length)] as unknown as RegExpExecArray;
    result.index = 0;
    result.input = string;
    result.groups = undefined;
    return result;
  }

  test(input: string): boolean {
    return this.exec(input) !== null;
  }

  toString(): string {
    return `/${this.source}/${this.flags}`;
  }
}
