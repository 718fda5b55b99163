import type {FeedbackAnswer} from './issue-url';

/** The search-insights client the analytics plugin defines only when analytics is configured. */
type Insights = (method: string, payload: Record<string, unknown>) => void;

export interface FeedbackAnalytics {
  /** The Algolia index the event is recorded against. */
  index: string;
}

export const feedbackEventName = (answer: FeedbackAnswer): string => `Docs page helpful: ${answer}`;

/**
 * Records the answer as an insights conversion event on the page. Without configured analytics there
 * is no client on the page and nothing is sent.
 */
export function sendFeedbackEvent(
  analytics: FeedbackAnalytics | null,
  answer: FeedbackAnswer,
  pagePath: string,
  target: unknown = globalThis,
): boolean {
  const aa = (target as {aa?: Insights}).aa;
  if (!analytics || typeof aa !== 'function') return false;
  aa('convertedObjectIDs', {eventName: feedbackEventName(answer), index: analytics.index, objectIDs: [pagePath]});
  return true;
}
