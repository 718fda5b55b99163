/** The alt text of a card: what the picture says, for readers of a link preview who cannot see it. */
export function cardAlt(siteTitle: string, title: string, description: string): string {
  const lead = title === siteTitle ? siteTitle : `${siteTitle}: ${title}`;
  return description ? `${lead}. ${description}` : lead;
}
