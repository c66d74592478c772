// What the demo members write in their reviews: paragraphs assembled from phrase banks (the story, the cast, the
// craft, the pacing, a verdict whose tone follows the member's score), with the markdown reviewers use (bold,
// headings, a spoiler now and then). Written for this site; {title}, {genre}, {unit}, {doing} and {work} are filled in.
import { REVIEW_LIMITS } from '@tsuzuki/events';
import type { Random } from './random.ts';

const OPENINGS = [
  'I went into {title} knowing almost nothing, which turned out to be the best way to meet it.',
  'Few {genre} titles have stayed with me the way {title} has, and I have tried to work out why.',
  'A friend pushed {title} on me for months before I gave in, and I owe them an apology.',
  'It took me two attempts to get into {title}; the second time, something finally clicked.',
  'On paper {title} sounds like a dozen other {genre} stories, and for a while it even plays like one.',
  'I finished {title} late at night and spent the next morning thinking about it instead of working.',
  'There is a particular kind of {work} that rewards patience, and {title} is a clear example of it.',
  'I picked up {title} because of the premise and stayed for reasons I did not expect at all.',
];
const CONTEXT = [
  'I got through it over two long weekends, which is probably the ideal way to take it in.',
  'My expectations were low going in, mostly because of how it was marketed.',
  'I came to it after hearing it discussed for years, so it had a lot to live up to.',
  'It has been a while since I last finished something this quickly.',
  'I should say up front that this is not usually my kind of {work}.',
  'This is my second time through, and it reads differently knowing where it ends.',
  'I kept notes while {doing}, which is the only reason this review is this long.',
];
const ASIDES = [
  'It invites comparisons with better-known {genre} titles, though it is quieter and more personal than most of them.',
  'Small recurring jokes build up over time, so that a single look late on gets a real laugh.',
  'Its themes of loss and starting over are handled without melodrama, which I found refreshing.',
  'I would love to see more of this world, although the story works perfectly well as it stands.',
  'The title makes more sense once you reach the end, and I smiled when it finally clicked.',
  'Rewatching a few early scenes afterwards, I noticed how much was planted from the start.',
  'There is a sense of place here that many bigger productions never manage.',
  'It is not shy about letting its characters be wrong, and better for it.',
  'A few scenes are tonally jarring, swinging from slapstick to grief within a minute.',
  'The community discussions around it added a lot to my enjoyment, as people noticed things I missed.',
];
const STORY = [
  'The premise is simple enough to explain in a sentence, yet it keeps opening up in directions I did not see coming.',
  'Its central conflict is set up early and then left to simmer, so that each {unit} adds pressure rather than noise.',
  'The plot takes a few detours that feel like filler at first, but most of them pay off later in quiet ways.',
  'Where it stumbles is the middle stretch, where side threads pile up faster than they are resolved.',
  'What impressed me most is how little it explains directly; the world is shown through small details and habits.',
  'The stakes never feel inflated for their own sake, which makes the few big turns land all the harder.',
  'A couple of twists are telegraphed, though even those are handled with enough care that I did not mind.',
  'The ending ties the main threads together without pretending every question needed an answer.',
  'Some arcs are stronger than others, and the weakest one overstays its welcome by a good margin.',
  'It is the rare {genre} story that trusts its audience to keep up without a recap every few minutes.',
];
const SPOILERS = [
  'The moment the mentor figure steps aside and lets the lead fail on their own changed how I saw the whole cast.',
  'Learning who had been writing the letters all along recontextualised half of the earlier scenes for me.',
  'The final confrontation is settled by a conversation rather than a fight, and I loved that choice.',
  'The time skip near the end is handled so bluntly that it took me a moment to realise how much had been lost.',
];
const CAST = [
  'The lead starts out frustratingly passive, but their growth is earned one small decision at a time.',
  'Supporting characters get more room to breathe than usual, and a few of them steal every scene they are in.',
  'The antagonist is written with enough sympathy that I caught myself agreeing with them more than once.',
  'Dialogue is sharp and often funny, even when the situation around the characters is anything but.',
  'A couple of side characters exist mostly to deliver exposition, which is a shame given how good the rest are.',
  'The friendships feel lived in, full of shorthand and old arguments rather than speeches about loyalty.',
  'Not every relationship works; one romance in particular felt rushed and added little to the story.',
  'I appreciated that adults in this world are allowed to be competent instead of obstacles for the young cast.',
];
const CRAFT = {
  ANIME: [
    'Visually it is consistent rather than flashy, with a handful of sequences that clearly got extra attention.',
    'The soundtrack does a lot of heavy lifting; a few themes return at exactly the right moments.',
    'Direction makes smart use of silence, letting scenes sit for a beat longer than most shows would dare.',
    'Some of the action is held back by stiff animation, though the storyboarding mostly hides the seams.',
    'Colour is used with real intent, and the palette shifts quietly as the mood of the story changes.',
    "The voice cast is strong across the board, and the lead's performance in the later episodes is remarkable.",
    'The opening sequence is one I never skipped, which says a lot given how many {unit}s there are.',
  ],
  MANGA: [
    'The art starts rough but improves steadily, and by the later volumes every page feels deliberate.',
    'Paneling is clean and easy to follow, even in the busiest action scenes.',
    'Backgrounds are drawn with obvious love, so the setting feels like a place rather than a stage.',
    'Facial expressions carry a lot of the storytelling, often saying more than the speech bubbles do.',
    'A few double spreads are genuinely breathtaking and worth slowing down for.',
    'Lettering and sound effects are integrated into the art instead of pasted on top, which I always appreciate.',
    'Character designs are distinct enough that I never lost track of who was who, even in crowded chapters.',
  ],
};
const PACING = [
  'Pacing is mostly brisk; I rarely felt the urge to check how many {unit}s were left.',
  'It takes a while to find its rhythm, so I would tell newcomers to give it a few {unit}s before judging.',
  'Once the main plot kicks in, it is very hard to stop {doing}, and I lost more than one evening to it.',
  'The slower {unit}s are where the characters get to breathe, and I ended up liking those best.',
  'A tighter edit would have helped; there is a leaner, even better version hiding inside this one.',
  'It ends at just the right length, neither dragging out its welcome nor cutting off too soon.',
];
const VERDICT = {
  high: [
    'This is an easy recommendation for anyone who likes {genre} stories with real heart behind them.',
    'I already know I will come back to it, and I suspect it will hold up even better a second time.',
    'It is not flawless, but its strengths are rare enough that the flaws barely matter in the end.',
    'If you have been on the fence, this is your sign to give it a proper chance.',
  ],
  mid: [
    'I enjoyed my time with it, even if I doubt it will stay with me for very long.',
    'Fans of the genre will find plenty to like here; others may want to start somewhere else.',
    'It is a solid, well-made {work} that stops just short of being something special.',
    'Worth a look on a quiet weekend, as long as you go in with measured expectations.',
  ],
  low: [
    'I wanted to like it far more than I did, and the good parts only made the rest more frustrating.',
    'There are interesting ideas here, but they rarely get the follow-through they deserve.',
    'I finished it mostly out of stubbornness, and I cannot honestly recommend doing the same.',
    'Some people will connect with it more than I did; for me, it never came together.',
  ],
};
const HEADINGS = ['Story', 'Characters', 'Presentation', 'Pacing', 'Verdict'];
const SUMMARIES = {
  high: [
    'A patient, heartfelt {work} that earns every quiet moment',
    'Sharp writing and a cast worth caring about',
    'One of the most rewarding {genre} stories I have met in years',
    'Slow to start, impossible to put down once it clicks',
  ],
  mid: [
    'Well made and enjoyable, if a little too safe',
    'Good ideas, uneven execution, still worth a look',
    'A solid {genre} entry that never quite reaches greatness',
    'Charming in places, forgettable in others',
  ],
  low: [
    'Promising ideas buried under a messy middle',
    'Pretty to look at, but hollow where it counts',
    'It never found the story it wanted to tell',
    'A frustrating watch with flashes of something better',
  ],
};

export interface ReviewSubject {
  title: string;
  type: 'ANIME' | 'MANGA';
  genre: string | null;
  /** The member's score, 0-100. */
  score: number;
}

const tone = (score: number) => (score >= 75 ? 'high' : score >= 50 ? 'mid' : 'low');

function fill(text: string, s: ReviewSubject): string {
  const anime = s.type === 'ANIME';
  const words: Record<string, string> = {
    title: s.title,
    genre: (s.genre ?? (anime ? 'anime' : 'manga')).toLowerCase(),
    unit: anime ? 'episode' : 'chapter',
    doing: anime ? 'watching' : 'reading',
    work: anime ? 'series' : 'manga',
  };
  // A function, not a replacement string: a title may hold `$&` and the like.
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => words[name] ?? slot);
}

/** A review's summary: within the rules' bounds whatever the fill. */
export function reviewSummary(r: Random, s: ReviewSubject): string {
  const text = fill(r.pick(SUMMARIES[tone(s.score)]), s);
  const ok = text.length > REVIEW_LIMITS.summaryMinExclusive && text.length < REVIEW_LIMITS.summaryMaxExclusive;
  return ok ? text : 'An honest look at what works and what does not';
}

/** A review body longer than the rules' minimum: six or more paragraphs, sometimes with headings and a spoiler. */
export function reviewBody(r: Random, s: ReviewSubject): string {
  const headed = r.chance(0.3);
  const used = new Set<string>();
  // Sentences are never repeated within a review.
  const take = (bank: readonly string[], n: number) => {
    const picked = r.sample(
      bank.filter((t) => !used.has(t)),
      n,
    );
    for (const t of picked) used.add(t);
    return picked.map((t) => fill(t, s)).join(' ');
  };
  const bold = r.chance(0.5);
  const opening = `${fill(r.pick(OPENINGS), s).replace(s.title, () => (bold ? `__${s.title}__` : s.title))} ${take(CONTEXT, r.int(1, 2))}`;
  const story = take(STORY, r.int(3, 4)) + (r.chance(0.35) ? ` ~!${r.pick(SPOILERS)}!~` : '');
  const sections = [story, take(CAST, r.int(3, 4)), take(CRAFT[s.type], r.int(3, 4)), take(PACING, r.int(2, 3))];
  const parts = [opening, ...sections.map((p, i) => (headed ? `## ${HEADINGS[i]}\n\n${p}` : p))];
  const verdict = take(VERDICT[tone(s.score)], 2);
  const length = () => [...parts, verdict].join('\n\n').trim().length;
  // Short draws get a further thought or two before the verdict.
  const more = [ASIDES, ASIDES, STORY, CAST, ASIDES, PACING, CRAFT[s.type], STORY, CAST];
  for (let i = 0; i < more.length && length() <= REVIEW_LIMITS.bodyMinExclusive + 50; i++) parts.push(take(more[i]!, 2));
  parts.push(headed ? `## ${HEADINGS[4]}\n\n${verdict}` : verdict);
  return parts.join('\n\n');
}
