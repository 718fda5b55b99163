import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {TagRef} from '../../entry';
import styles from './styles.module.css';

interface Props {
  tier: TagRef;
  category: TagRef;
  /** Link each badge to its tag page; off in catalog cards, where the filters do that job. */
  linked?: boolean;
  className?: string;
}

/** The support tier and category of an integration, as badges. */
export default function IntegrationBadges({tier, category, linked = false, className}: Props): ReactNode {
  const badge = (tag: TagRef, style: string | undefined) =>
    linked ? (
      <Link to={tag.permalink} className={clsx(styles.badge, style)}>
        {tag.label}
      </Link>
    ) : (
      <span className={clsx(styles.badge, style)}>{tag.label}</span>
    );
  return (
    <ul className={clsx(styles.badges, className)} aria-label="Support and category">
      <li>{badge(tier, tier.key === 'dagster' ? styles.dagster : styles.neutral)}</li>
      <li>{badge(category, styles.neutral)}</li>
    </ul>
  );
}
