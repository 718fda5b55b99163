import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Logo} from '../../entry';
import {LOGO_SYMBOL, logoFileName} from '../../logo-path';
import styles from './styles.module.css';

interface Props {
  logo: Logo;
  /** The tool's name, for the alternative text. */
  name: string;
  size?: 'small' | 'large';
}

/**
 * A tool's logo in a fixed-size tile, so nothing moves when the file arrives. The simple-icons file is
 * referenced with `<use>`, which lets CSS pick the colour for the current colour mode; the viewBox leaves
 * a margin of a sixth around the 24-unit icon.
 */
export default function IntegrationLogo({logo, name, size = 'small'}: Props): ReactNode {
  const href = `${useBaseUrl(`/${logo.kind === 'icon' ? logoFileName(logo.slug) : ''}`)}#${LOGO_SYMBOL}`;
  const className = clsx(styles.tile, styles[size]);
  if (logo.kind === 'icon') {
    const style = {'--logo-light': logo.colours.light, '--logo-dark': logo.colours.dark} as CSSProperties;
    return (
      <svg className={clsx(className, styles.icon)} style={style} role="img" aria-label={`${name} logo`} viewBox="-4 -4 32 32">
        <use href={href} width="24" height="24" />
      </svg>
    );
  }
  const {foreground, background} = logo.colours;
  const style = {
    '--mono-fg-light': foreground.light,
    '--mono-bg-light': background.light,
    '--mono-fg-dark': foreground.dark,
    '--mono-bg-dark': background.dark,
  } as CSSProperties;
  return (
    <span className={clsx(className, styles.monogram)} style={style} role="img" aria-label={`${name} logo`}>
      <span aria-hidden="true" className={clsx(logo.letters.length > 2 && styles.long)}>
        {logo.letters}
      </span>
    </span>
  );
}
