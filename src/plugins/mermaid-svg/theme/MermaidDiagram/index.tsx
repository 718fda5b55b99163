import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  /** The diagram drawn with the light and the dark Mermaid theme, as SVG markup rendered at build time. */
  light: string;
  dark: string;
  /** The text alternative: what the diagram shows, in sentences. */
  description: string;
}

/**
 * A diagram rendered at build time. Both colour modes are in the page and CSS shows the one that
 * matches `data-theme`, which is set before the first paint, so nothing moves or flashes. The SVGs
 * are hidden from assistive technology; the caption says in words what they draw.
 */
export default function MermaidDiagram({light, dark, description}: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      {/* `docusaurus-mermaid-container` is the class theme-mermaid gives diagrams; site styles target it. */}
      <div className={clsx('docusaurus-mermaid-container', styles.light)} aria-hidden="true" dangerouslySetInnerHTML={{__html: light}} />
      <div className={clsx('docusaurus-mermaid-container', styles.dark)} aria-hidden="true" dangerouslySetInnerHTML={{__html: dark}} />
      <figcaption className={styles.description}>{description}</figcaption>
    </figure>
  );
}
