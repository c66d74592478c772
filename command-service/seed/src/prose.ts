// Generated descriptions of fictional works and people: sentences assembled from phrase lists. Media descriptions
// vary from one line to several paragraphs (some pass the 730 characters after which the media page folds them),
// with the HTML line breaks AniList descriptions carry; character descriptions use the ~!spoiler!~ syntax. Each
// media description and staff biography says that its subject is made up (docs/adr/0068): a generated person may
// share a real person's name, and a generated title a real work's.
import type { Random } from './random.ts';

const PLACES = [
  'a sleepy seaside town',
  'a floating city above the clouds',
  'the neon streets of a future Tokyo',
  'a kingdom on the brink of war',
  'an elite academy for the gifted',
  'a remote mountain village',
  'a world ruled by dragons',
  'a colony ship drifting between stars',
  'a small café on a busy shopping street',
  'the ruins of a fallen empire',
  'a labyrinth that swallows adventurers',
  'a quiet suburb',
  'a high school where nothing ever happens',
  'a desert crossed by sand-ships',
  'an island that appears once every hundred years',
];
const PREMISES = [
  'magic is taxed by the gram',
  'every citizen is assigned a partner spirit',
  'the sun has not risen for ten years',
  'monsters appear after the last train',
  'memories can be bought and sold',
  'a mysterious game decides who survives',
  'the gods have gone silent',
  'music can heal wounds',
  'no one may leave after sunset',
  'machines have begun to dream',
];
const ROLES = [
  'a first-year student',
  'a washed-up swordsman',
  'an apprentice witch',
  'a genius detective',
  'a reluctant heir',
  'a rookie idol',
  'an office worker',
  'a runaway princess',
  'a retired hero',
  'a quiet bookworm',
  'a street racer',
  'a novice alchemist',
  'a transfer student',
  'a former assassin',
  'a failed novelist',
  'a mecha pilot in training',
];
const TRAITS = [
  'cheerful',
  'stubborn',
  'soft-spoken',
  'hot-headed',
  'lazy but brilliant',
  'kind-hearted',
  'cynical',
  'clumsy',
  'fearless',
  'shy',
];
const EVENTS = [
  'a stranger collapses on the doorstep',
  'a letter arrives from someone long dead',
  'the academy announces a deadly tournament',
  'a dragon egg hatches in the kitchen',
  'the club is told it will be shut down',
  'an ancient seal finally breaks',
  'a childhood friend returns with a secret',
  'a mysterious girl falls from the sky',
  'the city is hit by a wave of disappearances',
];
const GOALS = [
  'uncover the truth before time runs out',
  'protect the people who matter most',
  'win the national championship',
  'find a way back home',
  'save the club from closing',
  'become the strongest in the land',
  'live a quiet, ordinary life',
  'keep the secret at any cost',
  'rebuild what was lost',
  'learn what it really means to be a family',
];
const THEMES = ['friendship', 'growing up', 'loss', 'first love', 'ambition', 'forgiveness', 'courage', 'belonging', 'rivalry', 'hope'];
const TONES = ['heartwarming', 'thrilling', 'bittersweet', 'hilarious', 'tense', 'gentle', 'action-packed', 'haunting'];
const DETAILS = [
  'Along the way {they} meet allies with secrets of their own.',
  'Not everyone is who they seem.',
  'Each day brings a new misunderstanding.',
  'The line between friend and enemy grows thinner with every step.',
  'Old rivalries resurface, and new ones are born.',
  'Every choice carries a price.',
  'Between the battles there are quiet moments of everyday life.',
  'Time is running out faster than anyone expected.',
  'Meanwhile, a shadowy organisation watches from afar.',
  'Laughter and tears are never far apart.',
];
/** Closes every generated media description, where AniList's carry their source. */
export const FICTIONAL_WORK_NOTE = '(A fictional work, made up for the demo catalogue.)';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ProseCast {
  main: string;
  pronoun: 'he' | 'she';
  others: string[];
}

export function mediaDescription(r: Random, title: string, cast: ProseCast | null): string {
  const hero = cast?.main ?? cap(r.pick(ROLES));
  const they = cast?.pronoun ?? 'they';
  const sentences = [
    `In ${r.pick(PLACES)}, where ${r.pick(PREMISES)}, ${hero}${cast ? `, ${r.pick(ROLES)},` : ''} leads a ${r.pick(TRAITS)} and unremarkable life.`,
    `But when ${r.pick(EVENTS)}, ${they} must ${r.pick(GOALS)}.`,
  ];
  const length = r.weighted([
    [0, 2],
    [1, 4],
    [3, 3],
    [7, 1],
    [10, 1],
  ]);
  for (let i = 0; i < length; i++) {
    const other = cast?.others[i % Math.max(1, cast.others.length)];
    sentences.push(
      other && r.chance(0.4)
        ? `${other}, ${r.pick(ROLES)}, ${r.pick(['joins the journey', 'stands in the way', 'hides a painful past', 'becomes an unlikely partner'])}.`
        : r.pick(DETAILS).replace('{they}', they),
    );
  }
  sentences.push(`<i>${escapeHtml(title)}</i> is a ${r.pick(TONES)} story about ${r.pick(THEMES)} and ${r.pick(THEMES)}.`);
  const note = `<br><br>\n${FICTIONAL_WORK_NOTE}`;
  if (length === 0) return sentences.slice(0, 2).join(' ') + note;
  // Longer descriptions come in paragraphs, the way the import source wrote them.
  const cut = Math.ceil(sentences.length / 2);
  const text =
    sentences.length > 5 ? `${sentences.slice(0, cut).join(' ')}<br><br>\n${sentences.slice(cut).join(' ')}` : sentences.join(' ');
  return text + note;
}

export function characterDescription(r: Random, first: string, role: string, age: string | null): string | null {
  if (role === 'BACKGROUND' && r.chance(0.6)) return null;
  const lines: string[] = [];
  if (r.chance(0.35)) lines.push(`__Height:__ ${r.int(140, 190)} cm`);
  if (age && r.chance(0.3)) lines.push(`__Age:__ ${age}`);
  const body = [
    `${first} is ${r.pick(ROLES)} known for being ${r.pick(TRAITS)}.`,
    `${cap(r.pick(['secretly', 'openly', 'quietly', 'desperately']))} hoping to ${r.pick(GOALS)}.`,
  ];
  if (role === 'MAIN' && r.chance(0.5)) body.push(r.pick(DETAILS).replace('{they}', first));
  if (r.chance(0.25))
    body.push(
      `~!${first} ${r.pick(['is the one behind the disappearances', 'dies protecting a friend', 'was a spy all along', 'is the lost heir to the throne'])}.!~`,
    );
  return [...lines, lines.length ? '' : null, body.join(' ')].filter((l) => l !== null).join('\n');
}

export function staffBio(r: Random, name: string, language: string, occupation: string, hometowns: string[], debut: number): string {
  const origin = r.pick(hometowns);
  const agency = r.pick([
    'an independent agency',
    'a Tokyo talent agency',
    'a production company',
    'a dubbing studio',
    'a publishing house',
  ]);
  const parts = [`${name} is a fictional ${language} ${occupation.toLowerCase()} from ${origin}, active since ${debut}.`];
  if (r.chance(0.6)) parts.push(`Affiliated with ${agency}.`);
  if (r.chance(0.3))
    parts.push(
      `Known for ${r.pick(TRAITS)} performances and ${r.pick(['prolific output', 'memorable leading roles', 'attention to detail', 'a distinctive style'])}.`,
    );
  parts.push('(Made up for the demo catalogue.)');
  return parts.join(' ');
}
