/**
 * The GitHub issue a reader's feedback becomes: "Send" opens GitHub's new-issue form filled with the
 * page, the answer and the comment, and the reader submits it there (nothing is posted for them).
 */
export type FeedbackAnswer = 'yes' | 'no';

export interface FeedbackIssue {
  /** https://github.com/<owner>/<name> */
  repositoryUrl: string;
  pageTitle: string;
  pageUrl: string;
  answer: FeedbackAnswer;
  comment: string;
  labels?: readonly string[];
}

/** GitHub rejects very long prefilled URLs; a comment beyond this is cut, and the reader can add more there. */
export const COMMENT_LIMIT = 2000;

export const GITHUB_REPOSITORY = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/;

function cut(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

export function feedbackIssueTitle(pageTitle: string, answer: FeedbackAnswer): string {
  return `Docs feedback: "${cut(pageTitle.trim(), 120)}" ${answer === 'yes' ? 'was helpful' : 'was not helpful'}`;
}

export function feedbackIssueBody({pageTitle, pageUrl, answer, comment}: Omit<FeedbackIssue, 'repositoryUrl' | 'labels'>): string {
  const text = cut(comment.trim(), COMMENT_LIMIT);
  return [
    `**Page:** [${pageTitle.trim()}](${pageUrl})`,
    `**Was this page helpful?** ${answer === 'yes' ? 'Yes' : 'No'}`,
    '',
    '**Comment:**',
    '',
    text || '_No comment._',
    '',
    '---',
    '_Sent from the "Was this page helpful?" form at the end of the page._',
  ].join('\n');
}

export function feedbackIssueUrl(issue: FeedbackIssue): string {
  if (!GITHUB_REPOSITORY.test(issue.repositoryUrl)) {
    throw new Error(`Page feedback needs a GitHub repository URL such as https://github.com/owner/name, not "${issue.repositoryUrl}".`);
  }
  const params = new URLSearchParams({title: feedbackIssueTitle(issue.pageTitle, issue.answer), body: feedbackIssueBody(issue)});
  if (issue.labels?.length) params.set('labels', issue.labels.join(','));
  return `${issue.repositoryUrl}/issues/new?${params.toString()}`;
}
