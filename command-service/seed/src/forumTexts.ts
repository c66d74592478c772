// What the demo forum says: the rules, general threads in several categories, threads about titles and the comments
// members leave under them, with the markdown members use. Written for this site.
import type { Random } from './random.ts';

export const RULES_THREAD = {
  title: 'Forum rules and guidelines',
  body: [
    '# Forum rules',
    '',
    'Welcome to the forum! Please read these before posting.',
    '',
    '1. **Be kind.** Discuss ideas, not people. No harassment, slurs or personal attacks.',
    '2. **Mark spoilers.** Wrap them like this: ~!the ending!~. Thread titles must be spoiler free.',
    '3. **Stay on topic.** Pick the categories that fit and link the titles you talk about.',
    '4. **No piracy.** Do not link or ask for unofficial streams or scans.',
    '5. **No spam.** One thread per topic; search before you post.',
    '',
    'Moderators may lock comment trees that break these rules. Use the report button instead of replying in kind.',
    'See also the [terms](/terms).',
  ].join('\n'),
};

/** Threads that are about no title in particular: [title, body, categories]. */
export const GENERAL_THREADS: readonly [string, string, number[]][] = [
  ['What got you into anime?', 'Mine was a late-night rerun years ago. What was your first?', [7, 1]],
  ['Recommend me something cosy', 'Looking for something calm to watch after work. **Slice of life** welcome.', [15, 1]],
  ['Favourite openings of all time', 'Post one opening you never skip, and why.', [9, 1]],
  ['Manga you reread every year', 'Some stories get better every time. Which ones do you go back to?', [2, 7]],
  ['Forum game: describe a show badly', 'Describe a title as badly as you can, the next person guesses it.', [16]],
  ['Light novels worth reading in translation', 'Which ones hold up without the anime?', [3, 15]],
  ['Games based on anime that are actually good', 'Share the adaptations that did the source justice.', [10, 1]],
  ['How do you organise your list?', 'Custom lists, advanced scores, notes... show your system.', [14, 7]],
  ['Visual novels for beginners', 'Where should someone new to the medium start?', [4, 15]],
  ['Soundtracks to study to', 'Instrumental tracks that keep you focused.', [9, 17]],
  ['Feature idea: seasonal watch parties', 'It would be fun to schedule group watches right here.', [11]],
  ['Unpopular opinions thread', 'Keep it civil, but be honest. +++No spoilers in titles!+++', [7, 17]],
  ['Sports anime that made you care about the sport', 'I knew nothing about volleyball before, now I watch matches.', [1, 15]],
  ['Longest series you have finished', 'Counting episodes or chapters, what is your record?', [7]],
  ['Artists whose style you recognise instantly', 'Character designers and mangaka with a signature look.', [2, 17]],
  ['Bug: list order resets on mobile', 'Anyone else seeing this after saving a custom order?', [12]],
];

const MEDIA_TITLES = [
  (t: string) => `Thoughts on ${t}?`,
  (t: string) => `${t} deserves more attention`,
  (t: string) => `Just finished ${t}`,
  (t: string) => `Is ${t} worth starting?`,
  (t: string) => `${t}: favourite moments`,
];
const MEDIA_BODIES = [
  'I went in blind and came out a fan. What did everyone else think?',
  'The first few episodes are slow, but ~!the midpoint changes everything!~. Stick with it.',
  'Looking for opinions before I commit. How does it compare to similar titles?',
  'The art, the music, the pacing: I have so much to say. Share yours below.',
];

export function mediaThread(r: Random, title: string, releasing: boolean, episode: number | null): { title: string; body: string } {
  if (releasing && episode) {
    return {
      title: `${title} - Episode ${episode} Discussion`,
      body: `Discussion of episode ${episode}. Mark spoilers for later chapters of the source!`,
    };
  }
  return { title: r.pick(MEDIA_TITLES)(title), body: r.pick(MEDIA_BODIES) };
}

const TOP_LEVEL = [
  'Great thread idea.',
  'I have been waiting for someone to post this!',
  'Strong agree with the opening post.',
  'Hard disagree, but I see where you are coming from.',
  'This is the kind of thread I joined the forum for.',
  'Adding a few to my planning list, thanks.',
  'Here is mine: **the one with the rainy rooftop scene**.',
  'Bookmarking this.',
  'Honestly the manga does it better.',
  'The soundtrack alone makes it worth it.',
  '~!That twist!~ still lives in my head.',
];
const REPLIES = [
  'Exactly this.',
  'I never thought of it that way.',
  'Same here!',
  'That is a hot take, but fair.',
  'Which episode was that?',
  'You should try the sequel too.',
  'Ha, I said the same thing last week.',
  'Not sure I agree, the ending felt rushed.',
  'Thanks, I will give it a go.',
  'The second season fixes that, trust me.',
];

export function commentText(r: Random, topLevel: boolean, parentName: string | null): string {
  const line = r.pick(topLevel ? TOP_LEVEL : REPLIES);
  return parentName && r.chance(0.2) ? `@${parentName} ${line}` : line;
}

export const LOCK_NOTE = 'Locking this tree: please keep discussions about the show, not about each other.';
