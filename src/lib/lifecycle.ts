/** The lifecycle stages an API can carry, shared by the API data schema and the badge that shows them. */
export const STATUSES = ['beta', 'preview', 'deprecated', 'superseded'] as const;
export type Status = (typeof STATUSES)[number];
