// Wrapped so the toggle has two values, light and dark, as the spec says: upstream cycles through "system" too, so a first click could change nothing on screen.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import styles from './styles.module.css';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  // The mode on screen, whether chosen or followed from the system, so one click always shows the other.
  const {colorMode} = useColorMode();
  return (
    <ColorModeToggle {...props} className={clsx(props.className, styles.twoModes)} respectPrefersColorScheme={false} value={colorMode} />
  );
}
