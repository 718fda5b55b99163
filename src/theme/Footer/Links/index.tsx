// Wrapped to add the social icon row next to the legal links, drawn by a component instead of config HTML.
import type {ReactNode} from 'react';
import Links from '@theme-original/Footer/Links';
import type LinksType from '@theme/Footer/Links';
import type {WrapperProps} from '@docusaurus/types';
import SocialIcon from '@site/src/components/SocialIcon';
import {socialLinks} from '@site/src/config/site';
import styles from './styles.module.scss';

type Props = WrapperProps<typeof LinksType>;

export default function LinksWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <Links {...props} />
      <ul className={styles.social} aria-label="Dagster on social media">
        {socialLinks.map(({id, label, href}) => (
          <li key={id}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className={styles.icon}>
              <SocialIcon id={id} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
