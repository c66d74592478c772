// What the demo members say: short lines about what they watch and read, with the markdown members use (bold,
// spoilers, links, centred text) and now and then a friend's @name. Written for this site.
import type { Random } from './random.ts';

const OPENERS = [
  'Finally caught up on my backlog',
  'Rewatching an old favourite tonight',
  'This season is stacked',
  'Started a new manga on a whim',
  'Three episodes in and I am hooked',
  'Taking a break from long series for a while',
  'The soundtrack of this one lives in my head',
  'Marathon weekend, snacks ready',
  'Dropped something for the first time in ages',
  'Reading on the train every morning now',
  'Cannot believe how good the finale was',
  'Trying to finish my planning list before the year ends',
];
const DETAILS = [
  'The animation in the last fight was **unreal**.',
  'Pacing is slow but the characters carry it.',
  '~!The twist at the end of the arc got me.!~',
  'Art style took a while to grow on me, now I love it.',
  'Highly recommend the first volume.',
  'Still thinking about that one quiet episode.',
  'The opening is an instant skip-never.',
  'Subs and dubs both great for once.',
  'Found it through the seasonal chart here.',
  'Would rate it higher if the middle dragged less.',
];
const CLOSERS = ['', '', ' Any recommendations?', ' What are you all watching?', ' \n\n+++Happy weekend!+++', ' More thoughts later.'];

const REPLIES = [
  'Agreed!',
  'Adding this to my list.',
  'I felt the same about the ending.',
  'The manga goes even further.',
  'Which episode is your favourite?',
  'Enjoy the marathon!',
  'That soundtrack is so good.',
  'I dropped it early, maybe I should give it another chance.',
  'Same here!',
  'Thanks for the recommendation.',
  'Could not stop after the first episode either.',
];
const MESSAGES = [
  'Thanks for the follow!',
  'Saw your list, we have very similar taste.',
  'You have to try the one I mentioned last week.',
  'Happy birthday! Hope you get through your backlog.',
  'Loved your review of the season.',
];

export function statusText(r: Random, friend: string | null): string {
  const mention = friend && r.chance(0.25) ? ` @${friend} you would like this.` : '';
  return `${r.pick(OPENERS)}. ${r.pick(DETAILS)}${mention}${r.pick(CLOSERS)}`.trim();
}

export function replyText(r: Random, author: string): string {
  return r.chance(0.2) ? `@${author} ${r.pick(REPLIES)}` : r.pick(REPLIES);
}

export function messageText(r: Random, recipient: string): string {
  return `Hi ${recipient}! ${r.pick(MESSAGES)}`;
}
