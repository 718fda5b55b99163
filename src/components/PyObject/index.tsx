import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export interface PyObjectProps {
  /** Python module that exports the symbol, for example `dagster` or `dagster_dbt`. */
  module?: string;
  /** The symbol, dotted for members: `AssetSpec.replace_attributes`. */
  object: string;
  /** Render a leading `@` for decorators. */
  decorator?: boolean;
  /** Text to show instead of the symbol name. */
  displayText?: string;
  /** The reference entry's URL, filled in at compile time by the remark-pyobject plugin. */
  href?: string;
}

/** The reference anchor of a symbol, as the API pages emit it: `dagster.AssetSpec.replace_attributes`. */
export function pyObjectAnchor(module: string, object: string): string {
  return `${module}.${object}`;
}

export function pyObjectLabel({object, decorator, displayText}: PyObjectProps): string {
  if (displayText) return displayText;
  return `${decorator ? '@' : ''}${object}`;
}

/**
 * A Python API symbol named in prose: code that links to the symbol's reference entry. Symbols of
 * libraries whose reference pages do not exist yet render as code without a link.
 */
export default function PyObject(props: PyObjectProps): ReactNode {
  const name = pyObjectAnchor(props.module ?? 'dagster', props.object);
  const symbol = (
    <code className="py-object" data-py-object={name} title={name}>
      {pyObjectLabel(props)}
    </code>
  );
  return props.href ? (
    <Link to={props.href} className="py-object-link">
      {symbol}
    </Link>
  ) : (
    symbol
  );
}
