import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconExternalLink from '@theme/Icon/ExternalLink';
import IntegrationBadges from '@theme/IntegrationBadges';
import IntegrationLogo from '@theme/IntegrationLogo';
import InstallCommand from '@theme/InstallCommand';
import PackageManagerSwitch from '@theme/PackageManagerSwitch';
import {usePackageManager} from '../../client';
import type {HeaderData} from '../../entry';
import {pypiUrl} from '../../install';
import {PROVIDES} from '../../vocabulary';
import styles from './styles.module.css';

/** Reads the header data the remark step wrote; a page edited by hand into something else shows nothing rather than crashing. */
function parse(data: string): HeaderData | null {
  try {
    const parsed = JSON.parse(data) as HeaderData;
    return parsed && typeof parsed === 'object' && parsed.logo && parsed.tier ? parsed : null;
  } catch {
    return null;
  }
}

/** The top of an integration library page: logo, support tier and category, what it provides, and how to install it. */
export default function IntegrationHeader({data}: {data: string}): ReactNode {
  const [manager, setManager] = usePackageManager();
  const isBrowser = useIsBrowser();
  const header = parse(data);
  if (!header) return null;
  const {title, tier, category, provides, package: pkg, apiReference, logo} = header;
  return (
    <div className={styles.header}>
      <div className={styles.identity}>
        <IntegrationLogo logo={logo} name={title} size="large" />
        <div className={styles.facts}>
          <IntegrationBadges tier={tier} category={category} linked />
          {provides.length > 0 && (
            <p className={styles.provides}>
              <span className={styles.providesLabel}>Provides:</span> {provides.map((value) => PROVIDES[value]).join(', ')}
            </p>
          )}
        </div>
      </div>
      <div className={styles.install}>
        {pkg ? (
          <>
            <PackageManagerSwitch value={manager} onChange={setManager} disabled={!isBrowser} />
            <InstallCommand spec={pkg.spec} manager={manager} />
          </>
        ) : (
          <p className={styles.nothing}>Nothing to install in your Dagster project.</p>
        )}
        <p className={styles.links}>
          {pkg && (
            <Link to={pypiUrl(pkg.name)} target="_blank" rel="noopener noreferrer">
              {pkg.name} on PyPI
              <IconExternalLink />
            </Link>
          )}
          {apiReference && <Link to={apiReference}>API reference</Link>}
        </p>
      </div>
    </div>
  );
}
