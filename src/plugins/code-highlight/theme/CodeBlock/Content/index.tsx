// Ejected (small leaf) from theme-classic 3.10.2: draws the lines highlighted at build time instead of
// running Prism in the browser. See ../README.md.
import {lazy, Suspense, useContext, type ReactNode} from 'react';
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
  const lines = highlighted && alignLines(highlighted, metadata.code);
  const numbered = metadata.lineNumbersStart !== undefined;
  const preClassName = clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar');
  const codeClassName = clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering);
  const codeStyle = numbered ? {counterReset: `line-count ${(metadata.lineNumbersStart ?? 1) - 1}`} : undefined;
  if (!lines) {
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
  const html = codeHtml(
    lines,
    metadata.lineClassNames,
    numbered ? {line: styles.codeLine, number: styles.codeLineNumber, content: styles.codeLineContent} : null,
  );
  return (
    // A scrollable region must be reachable by keyboard, as upstream's is.
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={preClassName}>
      <code className={codeClassName} style={codeStyle} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}
