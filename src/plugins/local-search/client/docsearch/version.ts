/** The DocSearch line this site pins; the theme reads it to pick its v3 code paths. */
export const version = '3.9.0';
