// Wraps the doc page footer to end every doc page with the "Was this page helpful?" feedback widget.
import type {ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PageFeedback, PLUGIN_NAME, type PageFeedbackGlobalData} from '../../../client';

export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const settings = usePluginData(PLUGIN_NAME) as PageFeedbackGlobalData;
  return (
    <>
      <Footer />
      {/* Keyed by page, so an answer given on one page does not carry over to the next. */}
      <PageFeedback
        key={metadata.permalink}
        pageTitle={metadata.title}
        pageUrl={`${siteConfig.url}${metadata.permalink}`}
        pagePath={metadata.permalink}
        {...settings}
      />
    </>
  );
}
