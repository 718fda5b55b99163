// Wraps the doc page metadata to point link previews at the page's own social card, drawn at build time.
import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cardAlt, CardMeta, cardPathForRoute, DEFAULT_CARD, PLUGIN_NAME, type SocialCardsGlobalData} from '../../../client';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {perPage} = usePluginData(PLUGIN_NAME) as SocialCardsGlobalData;
  const url = useBaseUrl(perPage ? cardPathForRoute(metadata.permalink, siteConfig.baseUrl) : DEFAULT_CARD, {absolute: true});
  const alt = perPage
    ? cardAlt(siteConfig.title, metadata.title, metadata.description)
    : cardAlt(siteConfig.title, siteConfig.title, siteConfig.tagline);
  return (
    <>
      <Metadata />
      {/* A page that names its own image in front matter keeps it; the theme already emits it. */}
      {!frontMatter.image && <CardMeta url={url} alt={alt} />}
    </>
  );
}
