/** Facts about the site that several config modules and components share. */
export const siteUrl = 'https://docs.dagster.io';
export const githubRepoUrl = 'https://github.com/dagster-io/dagster';
export const feedbackUrl = 'https://github.com/dagster-io/dagster/discussions';
export const legacyDocsUrl = 'https://legacy-docs.dagster.io';

/** Where this site's source lives: "Edit this page" links and page-feedback issues point here. */
export const docsRepository = {
  url: githubRepoUrl,
  branch: 'master',
  /** The site's folder inside the repository. */
  siteDir: 'docs',
};

export const socialLinks = [
  {id: 'x', label: 'X', href: 'https://x.com/dagster'},
  {id: 'slack', label: 'Community Slack', href: 'https://dagster.io/slack'},
  {id: 'github', label: 'GitHub', href: githubRepoUrl},
  {id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@dagsterio'},
] as const;

export type SocialId = (typeof socialLinks)[number]['id'];
