import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * A fieldset that keeps the form controls inside it disabled until the page has hydrated (they do nothing
 * before). It is the only part of the catalog that reads `useIsBrowser`: when that turns true, its children,
 * elements made by a parent that does not render again, are not rendered again either, so the render after
 * hydration changes one attribute. Rendering the controls again would rewrite every input (React sets an
 * input's name and type again on each update), a long task on a phone.
 */
export default function EnabledOnceHydrated({className, children}: {className?: string; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <fieldset className={className} disabled={!isBrowser}>
      {children}
    </fieldset>
  );
}
