/**
 * "Edit this page" links. A written page links to its Markdown file in the docs repository; a generated
 * API page links to the data file it is rendered from, since an edit to the `.mdx` would be overwritten.
 */
import {API_DATA_DIR} from '../api-reference/load';
import {API_ROUTE} from '../api-reference/inventory';

export interface DocsRepository {
  /** https://github.com/<owner>/<name> */
  url: string;
  branch: string;
  /** The site's folder inside the repository, '' when the site is the repository's root. */
  siteDir: string;
}

const GITHUB_REPO = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/;

/** Stops the build with a clear message when the configured repository cannot produce working links. */
export function checkRepository(repository: DocsRepository): DocsRepository {
  if (!GITHUB_REPO.test(repository.url)) {
    throw new Error(`The docs repository must be a GitHub URL such as https://github.com/owner/name, not "${repository.url}".`);
  }
  if (!repository.branch.trim() || /\s/.test(repository.branch)) throw new Error(`The docs repository branch "${repository.branch}" is not a branch name.`);
  return repository;
}

/** The GitHub editor for a file of the site, given relative to the site folder. */
export function editFileUrl(repository: DocsRepository, siteFile: string): string {
  const file = [repository.siteDir, siteFile].filter(Boolean).join('/');
  return `${repository.url}/edit/${repository.branch}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

const generatedApiPage = new RegExp(`^${API_ROUTE.slice(1)}/((?:libraries/)?[^/]+)\\.mdx$`);

/** The file behind a doc, relative to the site folder: the data file for a generated API page. */
export function sourceFileOf(docPath: string, docsDir = 'docs'): string {
  const generated = generatedApiPage.exec(docPath);
  return generated ? `${API_DATA_DIR}/${generated[1]}.yaml` : `${docsDir}/${docPath}`;
}

/** The docs plugin's `editUrl` option for this repository. */
export function editUrlFunction(repository: DocsRepository): (params: {docPath: string; versionDocsDirPath: string}) => string {
  checkRepository(repository);
  return ({docPath, versionDocsDirPath}) => editFileUrl(repository, sourceFileOf(docPath, versionDocsDirPath));
}
