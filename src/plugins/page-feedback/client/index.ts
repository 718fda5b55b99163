/** The page-feedback plugin's public client entry. */
export {PageFeedback, type PageFeedbackProps} from './PageFeedback';
export {PLUGIN_NAME, type PageFeedbackGlobalData} from './global-data';
