// The not-found page hints at the 18+ setting when the visitor came from a media page (core §2): a missing media
// is often an adult one hidden by that setting. The media loader marks its redirect here.
let fromMedia = false;

export function markNotFoundFromMedia(): void {
  fromMedia = true;
}

export function peekNotFoundFromMedia(): boolean {
  return fromMedia;
}

/** Called once the not-found page has read the mark, so that later visits to /404 do not repeat the hint. */
export function clearNotFoundFromMedia(): void {
  fromMedia = false;
}
