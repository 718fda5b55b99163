import type {FeedbackAnalytics} from './analytics';

export const PLUGIN_NAME = 'docs-page-feedback';

/** What the feedback widget reads from the plugin's global data. */
export interface PageFeedbackGlobalData {
  repositoryUrl: string;
  labels: string[];
  analytics: FeedbackAnalytics | null;
}
