// Ejected (small leaf) from theme-classic 3.10.2: no remount after hydration, and the build-time
// highlighted lines travel on to CodeBlock/Content. See README.md.
import {Children, isValidElement, useMemo, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {HighlightedCodeContext, LINE_SEPARATOR} from '../../client/lines';

/** Joins plain-string children so the block can be copied; JSX children are kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, highlightedLines, ...props}: Props & {highlightedLines?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const highlighted = useMemo(
    () =>
      typeof children === 'string' && highlightedLines !== undefined
        ? {code: children, lines: highlightedLines.split(LINE_SEPARATOR)}
        : null,
    [children, highlightedLines],
  );
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedCodeContext.Provider value={highlighted}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedCodeContext.Provider>
  );
}
