/**
 * The hover card's colours for a media whose cover has no dominant colour (core §9: a fallback palette of 27). The
 * media's id picks one, so a card keeps its colour from page to page.
 */
export const FALLBACK_COVER_COLOURS = [
  '#e4a15d',
  '#e46d5d',
  '#e45d8a',
  '#d65de4',
  '#9b5de4',
  '#6b5de4',
  '#5d7fe4',
  '#5daee4',
  '#5dd4e4',
  '#5de4b8',
  '#5de47f',
  '#8be45d',
  '#c3e45d',
  '#e4d65d',
  '#f0b25a',
  '#f07e5a',
  '#f05a8c',
  '#c25af0',
  '#7a5af0',
  '#5a8cf0',
  '#5ac2f0',
  '#43b89a',
  '#4fa15d',
  '#a1a14f',
  '#b8734f',
  '#a14f6b',
  '#6b7a8f',
] as const;

/** The cover's own colour, else the palette's colour for the media. */
export function cardColour(color: string | null | undefined, mediaId: number): string {
  return color || FALLBACK_COVER_COLOURS[Math.abs(mediaId) % FALLBACK_COVER_COLOURS.length]!;
}

/** How long a cover may take to load before its colour shows in its place (core §9). */
export const COVER_COLOUR_DELAY_MS = 1500;
