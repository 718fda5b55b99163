/** Text to match literally inside a regular expression: every character with a meaning there escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
