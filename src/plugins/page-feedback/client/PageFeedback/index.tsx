import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {sendFeedbackEvent, type FeedbackAnalytics} from '../analytics';
import {feedbackIssueUrl, type FeedbackAnswer} from '../issue-url';
import styles from './styles.module.css';

export interface PageFeedbackProps {
  pageTitle: string;
  pageUrl: string;
  /** The page's path, the object the analytics event is about. */
  pagePath: string;
  repositoryUrl: string;
  labels: readonly string[];
  analytics: FeedbackAnalytics | null;
}

const prompts: Record<FeedbackAnswer, string> = {
  yes: 'What helped? (optional)',
  no: 'What was missing, wrong or unclear? (optional)',
};

/**
 * "Was this page helpful?" with yes and no. The answer reveals a comment box and a Send link that opens a
 * prefilled GitHub issue in a new tab. The server renders the same markup the browser starts with, so
 * nothing moves when the page hydrates; the box opens only when the reader answers.
 */
export function PageFeedback({pageTitle, pageUrl, pagePath, repositoryUrl, labels, analytics}: PageFeedbackProps): ReactNode {
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [comment, setComment] = useState('');
  const id = useId();
  const choose = (value: FeedbackAnswer) => {
    if (value !== answer) sendFeedbackEvent(analytics, value, pagePath);
    setAnswer(value);
  };
  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`} data-page-feedback="">
      <div className={styles.row}>
        <p className={styles.question} id={`${id}-question`}>
          Was this page helpful?
        </p>
        <div className={styles.answers} role="group" aria-labelledby={`${id}-question`}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={clsx('button button--sm', answer === value ? 'button--primary' : 'button--secondary button--outline')}
              aria-pressed={answer === value}
              onClick={() => choose(value)}
            >
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.status} role="status">
        {answer ? 'Thanks for your answer. Add a comment and send it to open a GitHub issue, or leave it here.' : ''}
      </p>
      {answer && (
        <div className={styles.comment}>
          <label htmlFor={`${id}-comment`}>{prompts[answer]}</label>
          <textarea id={`${id}-comment`} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
          <a
            className="button button--primary button--sm"
            href={feedbackIssueUrl({repositoryUrl, pageTitle, pageUrl, answer, comment, labels})}
            target="_blank"
            rel="noopener noreferrer"
          >
            Send
            {/* Read by screen readers, hidden on screen: the new tab and GitHub are announced, the icon shows them. */}
            <span className="visually-hidden"> (opens a GitHub issue in a new tab)</span>
            <IconExternalLink width={12} height={12} />
          </a>
        </div>
      )}
    </section>
  );
}
