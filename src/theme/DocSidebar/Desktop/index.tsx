import {useState, type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar/Desktop';
import styles from './styles.module.css';

// Wrapped so a phone never hydrates the desktop sidebar, which the theme removes right after hydration.

/** The width at and below which the theme shows the mobile sidebar (`useWindowSize`, Infima's breakpoint). */
const MOBILE_MAX_WIDTH = 996;

/**
 * Decided once, on mount: true only when this render hydrates the page (Docusaurus marks `<html>` once
 * it has) in a window the theme treats as a phone. A sidebar mounted later (a widened window, a later
 * navigation) renders as usual.
 */
function isPhoneHydration(): boolean {
  return (
    typeof window !== 'undefined' &&
    document.documentElement.getAttribute('data-has-hydrated') !== 'true' &&
    window.innerWidth <= MOBILE_MAX_WIDTH
  );
}

/**
 * The theme renders the desktop sidebar on the server for every width and, on a phone, swaps it for the
 * mobile one in the effect after hydration. Hydrating it first cost one React component tree and one
 * IntersectionObserver per link (80 on an integration page) for nothing. On a phone the client renders
 * the same wrapper with empty `dangerouslySetInnerHTML`: React hydrates the wrapper and leaves the
 * server's sidebar inside it as it is (hidden by CSS there) until the theme removes it.
 */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const [skip] = useState(isPhoneHydration);
  if (skip) return <div className={styles.wrapper} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return (
    <div className={styles.wrapper}>
      <DocSidebarDesktop {...props} />
    </div>
  );
}
