// What user text may contain once rendered (core §5 "Markdown and rendering"). The renderer, the sanitiser, the
// hostile-input tests and the browser test all read these constants, so the rules live in one place.

/** The spec's tags, plus `video` for webm(...) embeds (the spec embeds videos but lists no tag for them). */
export const ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'blockquote',
  'br',
  'center',
  'del',
  'div',
  'em',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'code',
  'span',
  'strike',
  'strong',
  'ul',
  'video',
];

/**
 * The spec's attributes, plus `class` (only the values in MARKUP_CLASSES: the client needs a hook to hide and reveal
 * spoilers and to draw the play button on YouTube thumbnails, and the spec allows no data- or style attribute) and
 * the three boolean attributes a video needs to be playable without autoplay (only on `video`).
 */
export const ALLOWED_ATTRIBUTES: readonly string[] = [
  'align',
  'height',
  'href',
  'src',
  'target',
  'width',
  'rel',
  'class',
  'controls',
  'loop',
  'muted',
];

export const SPOILER_CLASS = 'md-spoiler';
export const YOUTUBE_CLASS = 'md-youtube';

/** Which element may carry which class; any other class value is dropped. */
export const MARKUP_CLASSES: Readonly<Record<string, readonly string[]>> = {
  span: [SPOILER_CLASS],
  div: [SPOILER_CLASS],
  a: [YOUTUBE_CLASS],
};

export const VIDEO_ATTRIBUTES: readonly string[] = ['controls', 'loop', 'muted'];

/**
 * Elements that go with everything inside them, where other elements that are not allowed leave their content in
 * place: code, styles, fallback and form content are nothing a reader should see as text.
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'audio',
  'colgroup',
  'head',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'template',
  'textarea',
  'title',
  'xmp',
];

/** Every link opens in a new tab, without handing the opener or our referrer to the other site (core §5). */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer nofollow';

/**
 * Links and images to these hosts (and their subdomains) are stripped (core §5). Well-known streaming and scan
 * aggregators; the list is short on purpose, moderators handle the rest.
 */
export const PIRACY_DOMAINS: readonly string[] = [
  '9anime.to',
  'animepahe.com',
  'animixplay.to',
  'aniwatch.to',
  'gogoanime.io',
  'gogoanime.so',
  'gogoanime.tv',
  'hianime.to',
  'kissanime.ru',
  'kissanime.to',
  'kissmanga.com',
  'mangakakalot.com',
  'manganelo.com',
  'nyaa.si',
  'zoro.to',
];

/** Mentions: 2 to 20 letters, digits or underscores (user names). */
export const MENTION_NAME = /^[A-Za-z0-9_]{2,20}$/;

/** A YouTube video id is 10 to 15 characters (core §5). */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{10,15}$/;

/**
 * The only origins whose players the site frames (a media's trailer, a member's youtube(...) once clicked): the
 * client builds player URLs on them and the Content-Security-Policy's frame-src lists exactly them.
 */
export const VIDEO_FRAME_ORIGINS: readonly string[] = ['https://www.youtube-nocookie.com', 'https://www.dailymotion.com'];

/** Deepest element nesting kept in the output (deeper content stays as text); nobody's post needs more. */
export const MAX_ELEMENT_DEPTH = 40;

/** markdown-it's own nesting limit (blockquotes in lists in spoilers...). */
export const MAX_MARKDOWN_NESTING = 20;

/**
 * Raw HTML tags one text may use; past it the rest of its raw HTML shows as text (see parser.ts). With markdown's
 * own nesting this also keeps every tree under the depth at which browsers' parsers stop nesting (512) and parse5
 * does not, so the sanitiser sees the tree a page would.
 */
export const RAW_HTML_TAG_BUDGET = 400;

/**
 * Tags one rendered text may have; past it the text is shown plain (renderer.ts). A 10,000-character review
 * with rich formatting has about 1,500.
 */
export const MAX_RENDERED_TAGS = 3000;

/** Longest URL kept in an href or src. */
export const MAX_URL_LENGTH = 2048;
