import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HoldFirstPaintUntilHere} from '@site/src/components/HoldFirstPaintUntilHere';
import {twinPath} from '../../twin-path';
import styles from './styles.module.css';

// The menu, its clipboard code and its icons load on first hover, focus or click, not with the page.
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);
const preload = () => void loadMenu();

/** Floated right beside the title: painted half parsed, the button would widen leftwards as its parts arrive. */
const PAGE_ACTIONS_PARSED = '__page-actions-parsed';

/** How long the copy confirmation stays visible. */
const CONFIRMATION_MS = 4000;

export type MenuFocus = 'first' | 'last';

/**
 * The copy-page menu button beside a doc's title. Only this button and the status line render with the
 * page, at a fixed size, so the page does not shift; the menu opens as an overlay.
 */
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const [message, setMessage] = useState('');
  const [copied, setCopied] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const twin = twinPath(metadata.permalink);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(null);
    if (restoreFocus) trigger.current?.focus();
  }, []);

  // The status region is always in the page, so screen readers announce each new message in it.
  const announce = useCallback((text: string, success: boolean) => {
    setMessage('');
    setCopied(success);
    window.setTimeout(() => setMessage(text), 50);
  }, []);

  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => {
      setMessage('');
      setCopied(false);
    }, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div className={styles.pageActions}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(open ? null : 'first')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className={styles.icon}>
          {copied ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
          ) : (
            <path d="M5.5 2.5h7v9h-7zM3.5 4.5v9h7" fill="none" stroke="currentColor" strokeWidth="1.3" />
          )}
        </svg>
        <span className={styles.label}>Copy page</span>
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" className={styles.chevron}>
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <HoldFirstPaintUntilHere id={PAGE_ACTIONS_PARSED} />
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            focus={open}
            trigger={trigger}
            twinPath={twin}
            twinUrl={`${siteConfig.url}${twin}`}
            title={metadata.title}
            onClose={close}
            onAnnounce={announce}
          />
        </Suspense>
      )}
      <p role="status" className={clsx(styles.status, message && styles.statusShown)}>
        {message}
      </p>
    </div>
  );
}
