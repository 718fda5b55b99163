import {useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {ASSISTANTS, assistantPrompt} from '../assistants';
import {copyPendingText, fetchTwin} from '../clipboard';
import type {MenuFocus} from '.';
import styles from './styles.module.css';

export interface MenuProps {
  id: string;
  /** Which item gets focus when the menu opens. */
  focus: MenuFocus;
  trigger: RefObject<HTMLButtonElement | null>;
  /** The twin's path on this site, for fetching and viewing. */
  twinPath: string;
  /** The twin's public URL, for the assistants' prompt. */
  twinUrl: string;
  title: string;
  onClose(restoreFocus: boolean): void;
  onAnnounce(message: string, success: boolean): void;
}

export const COPIED_MESSAGE = 'Copied the page as Markdown';
export const COPY_FAILED_MESSAGE = 'Could not copy the page. Use View as Markdown instead.';

/** The copy-page menu (WAI-ARIA menu button pattern): arrow keys, Home and End move, Escape closes. */
export default function Menu({id, focus, trigger, twinPath, twinUrl, title, onClose, onAnnounce}: MenuProps): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  // Fetching starts as the menu opens, so the text is usually there by the time "Copy" is chosen.
  const text = useMemo(() => {
    const pending = fetchTwin(twinPath);
    pending.catch(() => undefined);
    return pending;
  }, [twinPath]);
  const prompt = assistantPrompt(title, twinUrl);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    (focus === 'last' ? all[all.length - 1] : all[0])?.focus();
  }, [focus]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, trigger]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  const copy = () => {
    // The clipboard call starts inside the click, before any await, so the browser allows it.
    const done = copyPendingText(text);
    onClose(true);
    done.then(
      () => onAnnounce(COPIED_MESSAGE, true),
      () => onAnnounce(COPY_FAILED_MESSAGE, false),
    );
  };

  const newTab = {target: '_blank', rel: 'noopener noreferrer', role: 'menuitem', tabIndex: -1, onClick: () => onClose(false)} as const;

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label="Copy page"
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !menu.current?.contains(next) && !trigger.current?.contains(next)) onClose(false);
      }}
    >
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
          <span className={styles.itemLabel}>Copy page as Markdown</span>
          <span className={styles.itemHint}>For an assistant or an editor</span>
        </button>
      </li>
      <li role="none">
        <a href={twinPath} className={styles.item} {...newTab}>
          <span className={styles.itemLabel}>
            View as Markdown <IconExternalLink width={12} height={12} />
          </span>
          <span className={styles.itemHint}>This page as plain text</span>
        </a>
      </li>
      {ASSISTANTS.map((assistant) => (
        <li role="none" key={assistant.id}>
          <a href={assistant.url(prompt)} className={styles.item} {...newTab}>
            <span className={styles.itemLabel}>
              {assistant.label} <IconExternalLink width={12} height={12} />
            </span>
            <span className={styles.itemHint}>Ask questions about this page</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
