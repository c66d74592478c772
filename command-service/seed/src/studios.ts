import type { EventData } from '@tsuzuki/events';
import { rng } from './random.ts';

export type StudioData = EventData<'StudioAdded'>;

// Fictional studio names: a stem plus a pattern. Stems avoid the names of real studios.
const STEMS = (
  'Aurora|Blue Lantern|Kitsunebi|Hoshizora|Crimson Gate|Paper Moon|Silver Reed|Nagi|Tsubame|Lucent|Harbor Light|Kumo|' +
  'Seven Arrows|Amber Field|Ginkgo|Mirage|Polaris|Hanabi|Coral|Lapis|Sakura Wind|North Star|Yugure|Kagerou|Orbit|' +
  'Saffron|Tidewater|Violet Hour|Kaleido|Moss|Morning Hill|Akatsuki|Tsukiyo|Fennec|Nimbus|Komorebi|Cobalt|Ember|' +
  'Halcyon|Shirokuma|Yamabuki|Quill|Rokuban|Arcadia|Meteor|Fuyu|Minato|Sola|Indigo|Velvet|Hinode|Tanuki|Zephyr|' +
  'Glasswing|Kanade|Little Owl|Matsuri|Neon Alley|Origami|Pebble|Riverstone|Seiran|Tokiwa|Umbra|Wisteria|Yozora|' +
  'Asagi|Beacon|Cinder|Daybreak|Evergreen|Firefly|Gekkou|Hibana|Iris Lane|Juniper|Kazeoto|Lumen|Mikazuki|Nocturne|' +
  'Oboro|Prism|Quartz|Raiden|Sazanami|Tenku|Utsuro|Vermilion|Wanderer|Yukiakari|Zenith|Sparrow|Kohaku|Tsumiki|Hazel'
).split('|');

const ANIMATION_PATTERNS = [
  'Studio {}',
  '{} Pictures',
  '{} Animation',
  '{} Works',
  '{} Lab',
  '{} Studio',
  'Animation Studio {}',
  '{} Film',
];
const PRODUCER_PATTERNS = [
  '{} Entertainment',
  '{} Records',
  '{} Media',
  '{} Music',
  '{} Broadcasting',
  '{} Publishing',
  '{} Creative',
  '{} Holdings',
];

/** About two thirds animation studios, one third producers (record labels, broadcasters, publishers). */
export function buildStudios(count: number): StudioData[] {
  const used = new Set<string>();
  const studios: StudioData[] = [];
  for (let id = 1; studios.length < count; id++) {
    const r = rng('studio', id);
    const isAnimationStudio = id % 3 !== 0;
    let name = '';
    for (let attempt = 0; attempt < 50 && (name === '' || used.has(name)); attempt++) {
      name = r.pick(isAnimationStudio ? ANIMATION_PATTERNS : PRODUCER_PATTERNS).replace('{}', r.pick(STEMS));
    }
    if (used.has(name)) name = `${name} ${id}`;
    used.add(name);
    studios.push({
      studioId: id,
      name,
      isAnimationStudio,
      favourites: isAnimationStudio ? r.longTail(5, 1.1, 60000) : r.longTail(1, 1.3, 3000),
    });
  }
  return studios;
}
