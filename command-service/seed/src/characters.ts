import type { CharacterRole, EventData, MediaFields } from '@tsuzuki/events';
import { bloodType, dayOfYear, personName, randomDay, type Gender, type NameStyle } from './personName.ts';
import { characterDescription, type ProseCast } from './prose.ts';
import { rng, type Random } from './random.ts';
import type { StaffPools } from './staff.ts';

export type CharacterData = EventData<'CharacterAdded'>;
type MediaCharacter = MediaFields['characters'][number];

interface Member {
  characterId: number;
  first: string;
  gender: Gender | null;
}

/** The recurring cast of a franchise: every entry shares its main characters and some of its supporting ones. */
interface Cast {
  style: NameStyle;
  main: Member[];
  supporting: Member[];
  voices: Map<string, number>;
}

export type VoiceLanguage = 'Japanese' | 'English' | 'Chinese';
const VOICE_POOL = { Japanese: 'voiceJapanese', English: 'voiceEnglish', Chinese: 'voiceChinese' } as const;

export class CastBook {
  readonly characters: CharacterData[] = [];
  private readonly casts = new Map<string, Cast>();

  constructor(private readonly pools: StaffPools) {}

  /** Characters of one media; new ones are created on first use, in a deterministic order. */
  castFor(opts: { franchise: string; mediaId: number; style: NameStyle; format: string; voices: VoiceLanguage[] }): {
    characters: MediaCharacter[];
    prose: ProseCast;
  } {
    const r = rng('cast', opts.mediaId);
    let cast = this.casts.get(opts.franchise);
    const fresh: Member[] = [];
    if (!cast) {
      cast = { style: opts.style, main: [], supporting: [], voices: new Map() };
      this.casts.set(opts.franchise, cast);
      const mains = r.weighted([
        [1, 3],
        [2, 4],
        [3, 2],
      ]);
      for (let i = 0; i < mains; i++) cast.main.push(this.create(cast.style, 'MAIN'));
      for (let i = r.int(2, 6); i > 0; i--) fresh.push(this.create(cast.style, 'SUPPORTING'));
    } else {
      for (
        let i = r.weighted([
          [0, 4],
          [1, 2],
          [2, 1],
        ]);
        i > 0;
        i--
      )
        fresh.push(this.create(cast.style, 'SUPPORTING'));
    }
    // Later entries bring back part of the earlier supporting cast; every character appears somewhere.
    const returning = r.sample(cast.supporting, Math.round(cast.supporting.length * (0.4 + r.float() * 0.5)));
    const supporting = [...returning, ...fresh];
    cast.supporting.push(...fresh);
    const short = opts.format === 'MOVIE' || opts.format === 'ONE_SHOT' || opts.format === 'MUSIC';
    const background = Array.from(
      {
        length: short
          ? 0
          : r.weighted([
              [0, 3],
              [1, 3],
              [2, 2],
              [3, 1],
            ]),
      },
      () => this.create(cast.style, 'BACKGROUND'),
    );
    const entries: [Member, CharacterRole][] = [
      ...cast.main.map((m) => [m, 'MAIN'] as [Member, CharacterRole]),
      ...supporting.map((m) => [m, 'SUPPORTING'] as [Member, CharacterRole]),
      ...background.map((m) => [m, 'BACKGROUND'] as [Member, CharacterRole]),
    ];
    const characters = entries.map(([member, role]) => ({
      characterId: member.characterId,
      role,
      voiceActors: this.voicesFor(r, cast, member, role, opts.voices),
    }));
    const hero = cast.main[0]!;
    return {
      characters,
      prose: {
        main: hero.first,
        pronoun: hero.gender === 'Female' ? 'she' : 'he',
        others: [...cast.main.slice(1), ...supporting].map((m) => m.first),
      },
    };
  }

  private voicesFor(r: Random, cast: Cast, member: Member, role: CharacterRole, languages: VoiceLanguage[]): MediaCharacter['voiceActors'] {
    if (languages.length === 0 || (role === 'BACKGROUND' && r.chance(0.5))) return [];
    return languages.map((language) => {
      // A character keeps the same voice across the franchise, as long-running casts do.
      const key = `${member.characterId}:${language}`;
      let staffId = cast.voices.get(key);
      if (staffId === undefined) {
        staffId = r.pickSkewed(this.pools[VOICE_POOL[language]], 2);
        cast.voices.set(key, staffId);
      }
      return { staffId, roleNotes: r.chance(0.03) ? 'Child' : null, dubGroup: null };
    });
  }

  private create(style: NameStyle, role: CharacterRole): Member {
    const characterId = this.characters.length + 1;
    const cr = rng('character', characterId);
    const gender: Gender | null = cr.chance(0.03) ? null : cr.chance(0.5) ? 'Male' : 'Female';
    // Fantasy casts mix Japanese and Western-style names.
    const nameStyle = style === 'fantasy' && cr.chance(0.3) ? 'japanese' : style;
    const name = personName(cr, nameStyle, gender ?? 'Female');
    if (cr.chance(0.2) && name.first)
      name.alternative.push(cr.pick([`${name.first}-chan`, `${name.first}-kun`, name.first.slice(0, 3), `Little ${name.first}`]));
    if (cr.chance(0.05)) name.alternativeSpoiler.push(cr.pick(['The Masked Knight', 'Number Seven', 'The Witch of Dusk', 'Phantom']));
    const age = cr.chance(0.6) ? cr.pick(['14', '15', '16', '17', '17', '18', '19', '20s', '24', '16-17', '28', 'Unknown']) : null;
    // Every fifth character walks the calendar, so each day of the year has birthdays to show.
    const day = characterId % 5 === 1 ? dayOfYear((characterId - 1) / 5) : cr.chance(0.55) ? randomDay(cr) : null;
    this.characters.push({
      characterId,
      name,
      image: { large: `/img/character/${characterId}.svg`, medium: `/img/character/${characterId}.svg` },
      description: characterDescription(cr, name.first ?? name.full, role, age),
      gender,
      dateOfBirth: { year: null, month: day?.month ?? null, day: day?.day ?? null },
      age,
      bloodType: cr.chance(0.25) ? bloodType(cr) : null,
      favourites:
        role === 'MAIN' ? cr.longTail(20, 1.0, 120000) : role === 'SUPPORTING' ? cr.longTail(3, 1.1, 20000) : cr.longTail(0.5, 1.5, 500),
    });
    return { characterId, first: name.first ?? name.full, gender };
  }
}
