// Wraps the site-wide metadata to describe the default social card (size and alt text), which pages without their own card share.
import type {ReactNode} from 'react';
import SiteMetadata from '@theme-init/SiteMetadata';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cardAlt, CardMeta, DEFAULT_CARD} from '../../client';

export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = useBaseUrl(DEFAULT_CARD, {absolute: true});
  return (
    <>
      <SiteMetadata />
      <CardMeta url={url} alt={cardAlt(siteConfig.title, siteConfig.title, siteConfig.tagline)} />
    </>
  );
}
