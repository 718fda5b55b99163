/** Where the build publishes each logo file, under the site's base URL; safe to import in the browser. */
export const LOGO_DIR = 'img/integrations';

/** The id of the symbol inside each logo file, which `<use href="…#logo">` points at. */
export const LOGO_SYMBOL = 'logo';

export const logoFileName = (slug: string): string => `${LOGO_DIR}/${slug}.svg`;
