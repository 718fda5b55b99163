import type {ReactNode} from 'react';
import clsx from 'clsx';
import {badgesFor, decodeApplicability} from '../../client/model';
import styles from './styles.module.css';

export interface Props {
  /** The page's applicability in its compact form ("serverless,hybrid;pro"), see client/model.ts. */
  value: string;
  /** Under a page title, or small inside a doc card. */
  variant?: 'page' | 'card';
}

/**
 * Badges that say where a page applies. Spans with list roles rather than a `<ul>`, so the search index,
 * which reads list items as content, does not index the badges as text of the page.
 */
export default function AppliesTo({value, variant = 'page'}: Props): ReactNode {
  const applicability = decodeApplicability(value);
  if (!applicability) return null;
  return (
    <div className={clsx(styles.appliesTo, styles[variant])} data-applies-to={value}>
      <span className={variant === 'card' ? 'visually-hidden' : styles.label}>Applies to: </span>
      <span role="list" className={styles.badges}>
        {badgesFor(applicability).map((badge) => (
          <span role="listitem" key={badge.label} className={clsx(styles.badge, styles[badge.kind])} data-badge={badge.kind}>
            {badge.label}
          </span>
        ))}
      </span>
    </div>
  );
}
