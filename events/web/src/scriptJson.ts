/**
 * A value as JSON to put inside a <script> element (JSON-LD in a page's head, the records of a server-rendered page):
 * no "</script>", "<!--" or line separator can end or confuse the element, and JSON.parse reads it back unchanged.
 */
export const scriptJson = (value: object): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
