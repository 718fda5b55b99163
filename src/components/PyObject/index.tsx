import type {ReactNode} from 'react';

export interface PyObjectProps {
  /** Python module that exports the symbol, for example `dagster` or `dagster_dbt`. */
  module?: string;
  /** The symbol, dotted for members: `AssetSpec.replace_attributes`. */
  object: string;
  /** Render a leading `@` for decorators. */
  decorator?: boolean;
  /** Text to show instead of the symbol name. */
  displayText?: string;
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
 * A Python API symbol named in prose. It renders as code and carries its fully qualified name, so the
 * API reference work can resolve it to the symbol's entry.
 */
export default function PyObject(props: PyObjectProps): ReactNode {
  const module = props.module ?? 'dagster';
  return (
    <code className="py-object" data-py-object={pyObjectAnchor(module, props.object)} title={pyObjectAnchor(module, props.object)}>
      {pyObjectLabel(props)}
    </code>
  );
}
