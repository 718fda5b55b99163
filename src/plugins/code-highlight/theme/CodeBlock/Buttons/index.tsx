// Wrapped so a long page does not build the copy and word-wrap buttons of all its blocks at once: a block
// gets them when it comes within a screen of the viewport (an API page has over 150 blocks), once it
// knows whether its code scrolls (client/word-wrap.ts), so the word-wrap button never pops in later.
import type {ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {isMeasured} from '../../../client/word-wrap';

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  return isMeasured(wordWrap) ? <Buttons {...props} /> : null;
}
