import {useEffect, type RefObject} from 'react';

export interface KeyboardEventsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

/** Whether a key press is typing into a field, where `/` must stay a character. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  if (!element || typeof element.tagName !== 'string') return false;
  return element.isContentEditable === true || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/** Which action a key press asks of the search modal, if any. */
export function keyAction(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'target'>, isOpen: boolean): 'toggle' | null {
  if (event.key === 'Escape' && isOpen) return 'toggle';
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) return 'toggle';
  if (event.key === '/' && !isOpen && !isTyping(event.target)) return 'toggle';
  return null;
}

/** The modal's global shortcuts: Ctrl/Cmd+K toggles, `/` opens outside fields, Escape closes. */
export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: KeyboardEventsOptions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (keyAction(event, isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      // Typing a letter or digit on the focused button opens the modal with that character.
      if (onInput && searchButtonRef?.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) onInput(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
