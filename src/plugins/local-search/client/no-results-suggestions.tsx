import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {suggestQueries} from '../suggestions';

const LIST_CLASS = 'docs-search-suggestions';

/** Types a query into the DocSearch input as a reader would, so DocSearch searches it. */
export function typeQuery(input: HTMLInputElement, query: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

interface Screen {
  /** Our list's place in the no-results screen, just below its title. */
  slot: HTMLElement;
  query: string;
}

/** The open no-results screen, with a slot for our list inserted after its title; null when none shows. */
function findScreen(): Screen | null {
  const screen = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
  const title = screen?.querySelector(':scope > .DocSearch-Title');
  if (!screen || !title) return null;
  let slot = screen.querySelector<HTMLElement>(`:scope > .${LIST_CLASS}`);
  if (!slot) {
    slot = document.createElement('div');
    slot.className = `DocSearch-NoResults-Prefill-List ${LIST_CLASS}`;
    title.after(slot);
  }
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  return {slot, query: input?.value ?? ''};
}

/**
 * The spec's "Try searching for" on DocSearch's no-results screen, with up to three popular queries in
 * place of DocSearch's own (the sidebar categories of earlier results, hidden by the site's CSS). It
 * watches the page for the modal rather than wrapping it, since DocSearch offers no way to set them.
 */
export function NoResultsSuggestions({label = 'Try searching for'}: {label?: string}): ReactNode {
  const [screen, setScreen] = useState<Screen | null>(null);
  useEffect(() => {
    const update = () =>
      setScreen((previous) => {
        const next = findScreen();
        return previous?.slot === next?.slot && previous?.query === next?.query ? previous : next;
      });
    // The theme mounts the modal inside a container of its own, at any depth: watch the whole body, and do
    // no more than one lookup per change while the modal is closed.
    const observer = new MutationObserver(update);
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    update();
    return () => observer.disconnect();
  }, []);

  if (!screen) return null;
  const suggestions = suggestQueries(screen.query);
  if (suggestions.length === 0) return null;
  return createPortal(
    <>
      <p className="DocSearch-Help">{label}:</p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => {
                const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
                if (input) typeQuery(input, suggestion);
              }}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </>,
    screen.slot,
  );
}
