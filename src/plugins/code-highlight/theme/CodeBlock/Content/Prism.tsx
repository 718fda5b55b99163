import type {ReactNode} from 'react';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

prismIncludeLanguages(Prism);

// Token colours come from the generated stylesheet, as for build-time highlighting, so the markup is
// the same in both colour modes.
const classesOnly: PrismTheme = {plain: {}, styles: []};

/** Upstream's browser-side highlighting, for code the build could not highlight. Loaded on demand. */
export default function PrismContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={classesOnly} code={code} language={language} prism={Prism}>
      {({className: prismClassName, tokens, getLineProps, getTokenProps}) => (
        <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, prismClassName, styles.codeBlock, 'thin-scrollbar')}>
          <code
            className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
            style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
          >
            {tokens.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
