/** The social-cards plugin's public client entry: what theme components may use. */
export {cardAlt} from './alt';
export {CardMeta} from './CardMeta';
export {CARD_HEIGHT, CARD_WIDTH, CARDS_DIR, DEFAULT_CARD, PLUGIN_NAME, cardPathForRoute, type SocialCardsGlobalData} from './card-path';
