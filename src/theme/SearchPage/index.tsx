// Wrapped to give the search page the meta description the theme's page leaves out (search engines and link previews read it).
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

const SEARCH_PAGE_DESCRIPTION =
  'Search the Dagster and Dagster+ documentation: guides, tutorials, integrations and the Python API reference.';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageMetadata description={SEARCH_PAGE_DESCRIPTION} />
      <SearchPage />
    </>
  );
}
