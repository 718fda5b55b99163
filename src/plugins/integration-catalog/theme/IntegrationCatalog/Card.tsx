import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IntegrationBadges from '@theme/IntegrationBadges';
import IntegrationLogo from '@theme/IntegrationLogo';
import InstallCommand from '@theme/InstallCommand';
import type {CatalogEntry} from '../../entry';
import type {PackageManager} from '../../install';
import {PROVIDES} from '../../vocabulary';
import styles from './styles.module.css';

/** One integration: logo and name (linking to its guide), badges, description, what it provides, install command, API reference. */
function Card({entry, manager}: {entry: CatalogEntry; manager: PackageManager}): ReactNode {
  const {title, description, route, tier, category, provides, package: pkg, apiReference, logo} = entry;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <IntegrationLogo logo={logo} name={title} />
        <div className={styles.cardName}>
          <h3 className={styles.cardTitle}>
            <Link to={route}>{title}</Link>
          </h3>
          <IntegrationBadges tier={tier} category={category} />
        </div>
      </div>
      <p className={styles.description}>{description}</p>
      {provides.length > 0 && (
        <p className={styles.provides}>
          <span className={styles.providesLabel}>Provides:</span> {provides.map((value) => PROVIDES[value]).join(', ')}
        </p>
      )}
      <div className={styles.cardFoot}>
        {pkg ? (
          <InstallCommand spec={pkg.spec} manager={manager} />
        ) : (
          <p className={styles.nothing}>Nothing to install in your Dagster project</p>
        )}
        {apiReference && (
          <Link to={apiReference} className={styles.api}>
            API reference<span className="visually-hidden"> for {pkg?.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * Memoised: the catalog renders again right after hydration (the filters turn on) and on every keystroke in
 * the filter box, and a card's entry and package manager rarely change, so about 130 cards need not
 * render again each time (the render after hydration was one long task on a phone).
 */
export default memo(Card);
