/**
 * The one reader of `<PyObject module="..." object="..." />` tags in Markdown source, for the checks and
 * the dev-server search index. (The remark plugin reads the same attributes from the MDX syntax tree.)
 */

/** The module a `<PyObject>` without a `module` attribute refers to. */
export const DEFAULT_PY_MODULE = 'dagster';

/** A whole self-closing `<PyObject ... />` tag; group 1 is its attribute text. */
export const PYOBJECT_TAG = /<PyObject\b([^<>]*?)\/>/g;

export interface PyObjectTag {
  module: string;
  object: string;
  displayText?: string;
  decorator: boolean;
  /** Offset of the tag in the source. */
  index: number;
}

const attribute = (attributes: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** Every `<PyObject>` tag with an `object`, in source order. */
export function findPyObjectTags(source: string): PyObjectTag[] {
  return [...source.matchAll(PYOBJECT_TAG)].flatMap((match) => {
    const object = attribute(match[1], 'object');
    if (!object) return [];
    const displayText = attribute(match[1], 'displayText');
    return [
      {
        module: attribute(match[1], 'module') ?? DEFAULT_PY_MODULE,
        object,
        ...(displayText ? {displayText} : {}),
        decorator: /\bdecorator\b/.test(match[1]),
        index: match.index ?? 0,
      },
    ];
  });
}

/** What a reader sees for a tag: its display text, or the symbol with `@` for decorators. */
export const pyObjectText = (tag: Pick<PyObjectTag, 'object' | 'displayText' | 'decorator'>): string =>
  tag.displayText ?? `${tag.decorator ? '@' : ''}${tag.object}`;

/** Source with each `<PyObject>` tag replaced by what it shows. */
export function replacePyObjectTags(source: string, replace: (tag: PyObjectTag) => string = pyObjectText): string {
  let out = '';
  let last = 0;
  for (const tag of findPyObjectTags(source)) {
    const end = source.indexOf('/>', tag.index) + 2;
    out += source.slice(last, tag.index) + replace(tag);
    last = end;
  }
  return out + source.slice(last);
}
