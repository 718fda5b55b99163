/**
 * Splits "⚠️ Hello" into "⚠️" and " Hello", as the theme's `extractLeadingEmoji` does, without its cost
 * on every page: the theme builds an `Intl.Segmenter` when its module loads, which loads the ICU
 * grapheme rules on every doc page (about 15 ms of main-thread time on a desktop, four times that on a
 * phone), although card labels here never start with an emoji. This one builds the segmenter only for
 * a label that could start with an emoji, and answers as the theme does.
 */
export interface LeadingEmoji {
  emoji: string | null;
  rest: string;
}

let segmenter: Intl.Segmenter | undefined;
let emojiPattern: RegExp | undefined;

// The only emoji that start with an ASCII character are the keycaps ("#️⃣", "1️⃣"): an ASCII first
// character not followed by the emoji variation selector cannot start one.
const NO_EMOJI_START = /^(?![#*0-9]\ufe0f)[\p{ASCII}]/u;

export function extractLeadingEmoji(input: string): LeadingEmoji {
  if (input === '' || NO_EMOJI_START.test(input)) return {emoji: null, rest: input};
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  // Flags, ZWJ sequences and skin tones are one RGI emoji; a digit alone is not.
  emojiPattern ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme || !emojiPattern.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
