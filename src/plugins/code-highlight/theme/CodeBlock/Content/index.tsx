// Ejected (small leaf) from theme-classic 3.10.2: draws the lines highlighted at build time instead of
// running Prism in the browser. See ../README.md.
import {lazy, Suspense, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {alignLines, codeHtml, HighlightedCodeContext} from '../../../client/lines';
import styles from './styles.module.css';

// Only code that was not highlighted at build time (a <CodeBlock> written in JSX) loads Prism.
const PrismContent = lazy(() => import('./Prism'));

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const highlighted = useContext(HighlightedCodeContext);
  const numbered = metadata.lineNumbersStart !== undefined;
  // The block re-renders after hydration (it measures whether its code scrolls); the HTML stays the same.
  const html = useMemo(() => {
    const lines = highlighted && alignLines(highlighted, metadata.code);
    if (!lines) return null;
    return codeHtml(
      lines,
      metadata.lineClassNames,
      numbered ? {line: styles.codeLine, number: styles.codeLineNumber, content: styles.codeLineContent} : null,
    );
  }, [highlighted, metadata.code, metadata.lineClassNames, numbered]);
  const preClassName = clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar');
  const codeClassName = clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering);
  const codeStyle = numbered ? {counterReset: `line-count ${(metadata.lineNumbersStart ?? 1) - 1}`} : undefined;
  if (html === null) {
    return (
      <Suspense
        fallback={
          <pre tabIndex={0} className={preClassName}>
            <code className={codeClassName}>{metadata.code}</code>
          </pre>
        }
      >
        <PrismContent className={className} />
      </Suspense>
    );
  }
  return (
    // A scrollable region must be reachable by keyboard, as upstream's is.
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={preClassName}>
      <code className={codeClassName} style={codeStyle} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}
