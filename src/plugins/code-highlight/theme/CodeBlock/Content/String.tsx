// Ejected (small leaf) from theme-classic 3.10.2: the block's metadata is memoized and its layout is not
// re-rendered with it. Upstream rebuilds the metadata (a magic-comment regex and a pass over every line)
// on each render, and every block re-renders after hydration when it measures whether its code
// scrolls. Whether it scrolls is measured only near the viewport (client/word-wrap.ts). See ../README.md.
import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '../../../client/word-wrap';

// One element for every render: when the block's state changes, only the parts that read the block's
// context re-render, not the whole layout.
const layout = <CodeBlockLayout />;

export default function CodeBlockString({children, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {layout}
    </CodeBlockContextProvider>
  );
}
