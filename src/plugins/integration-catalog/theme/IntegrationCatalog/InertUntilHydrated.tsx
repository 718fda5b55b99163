import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The filter controls, inert until the page has hydrated: before that they would do nothing, and a box ticked
 * then would disagree with the list. `inert`, not a disabled fieldset: enabling a fieldset changes the
 * `:disabled` state of every control inside it, which on a phone cost a long task in the render after
 * hydration (Lighthouse's tracing records each control's style change with a stack trace); lifting `inert` is
 * one change. This is the only part of the catalog that reads `useIsBrowser`, so its children, made by a
 * parent that does not render again, are not rendered again either.
 */
export default function InertUntilHydrated({className, children}: {className?: string; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <div className={className} inert={!isBrowser}>
      {children}
    </div>
  );
}
