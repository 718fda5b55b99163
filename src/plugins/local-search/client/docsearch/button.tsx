import {forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode} from 'react';

export interface DocSearchButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
}

/** A key cap that looks pressed while its key is held, as DocSearch's own button does. */
function KeyCap({reactsTo, children}: {reactsTo: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.8" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar search button. The modifier key shows only after mount, once the platform is known,
 * so the server-rendered HTML never guesses wrong. The accessible name is the visible text, key caps
 * included (WCAG 2.5.3, label in name), and the shortcuts are announced through aria-keyshortcuts.
 */
export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search'} = translations;
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const [modifierKey, modifierLabel] = apple ? ['Meta', '⌘'] : ['Control', 'Ctrl'];
  const platformKnown = apple !== null;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={platformKnown ? `${buttonText} ${modifierLabel} K` : buttonText}
      aria-keyshortcuts={platformKnown ? `${modifierKey}+K /` : undefined}
      {...props}
      ref={ref}
    >
      {/* The spaces collapse in the flex layout but keep the words apart in the text (axe reads "SearchCtrlK" otherwise). */}
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {platformKnown && (
          <>
            <KeyCap reactsTo={modifierKey}>{modifierLabel}</KeyCap> <KeyCap reactsTo="k">K</KeyCap>
          </>
        )}
      </span>
    </button>
  );
});
