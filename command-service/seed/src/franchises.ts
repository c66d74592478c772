// Groups bangumi-data items into franchises by a common title stem ("名探偵コナン 14番目の標的" belongs to
// "名探偵コナン"), so sequels share casts and get PREQUEL/SEQUEL/SIDE_STORY relations, and a scaled-down data
// set keeps whole franchises rather than unrelated fragments.
import type { BangumiItem } from './bangumi.ts';

const LEADING = /^(劇場版|映画|劇場アニメ|劇場短編|OVA|OAD|TVアニメ|アニメ|特別編)\s*/;
const TRAILING =
  /(\s|第?[0-9一二三四五六七八九十]+(期|シリーズ|章|部|クール|シーズン|弾|作)|[0-9]+|II+|Ⅱ|Ⅲ|Ⅳ|Ⅴ|続|新|完結編|[!?！？♪☆・.、]+)$/;
const ASCII = /^[\x20-\x7e]+$/;

/** The stem of a title: without "劇場版", subtitles after a space or bracket, and season numbers. */
export function titleStem(title: string): string {
  let t = title.normalize('NFKC').trim();
  for (let i = 0; i < 3; i++) t = t.replace(LEADING, '');
  let stem = '';
  if (/^[A-Za-z0-9]/.test(t)) {
    stem = (/^[\x20-\x7e]+/.exec(t)?.[0] ?? t).split(/[(:~\-[]/)[0]!.trim();
    // Short Latin stems ("Re" of "Re:ゼロ…") say nothing; the stem runs to the first space instead.
    if (stem.length < 4) stem = t.split(/[\s([「『～]/)[0]!;
  } else {
    stem = t.split(/[\s:~\-―([「『～]/)[0]!;
  }
  let previous = '';
  while (previous !== stem) {
    previous = stem;
    stem = stem.replace(TRAILING, '').trim();
  }
  return stem || t;
}

/**
 * Item indices grouped by franchise, each group in index order. An item joins the shortest other stem that
 * starts its own stem, when that covers enough of it to be the same series and not a shared word.
 */
export function franchiseGroups(items: readonly BangumiItem[]): number[][] {
  const stems = items.map((item) => titleStem(item.title));
  const known = new Set(stems);
  const groups = new Map<string, number[]>();
  stems.forEach((stem, index) => {
    let key = stem;
    for (let len = 2; len < stem.length; len++) {
      const prefix = stem.slice(0, len);
      if (!known.has(prefix)) continue;
      if (ASCII.test(prefix) && (len < 4 || /[A-Za-z0-9]/.test(stem[len]!))) continue;
      if (len >= 5 || len >= stem.length * 0.5) {
        key = prefix;
        break;
      }
    }
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  return [...groups.values()].sort((a, b) => a[0]! - b[0]!);
}

/** Every group when scale ≥ 1; otherwise an evenly spread share of the groups (the same ones on every run). */
export function selectGroups(groups: readonly number[][], scale: number): number[][] {
  if (scale >= 1) return [...groups];
  return groups.filter((_, k) => Math.floor((k + 1) * scale) > Math.floor(k * scale));
}
