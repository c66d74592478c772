// The /apps page (social §2, SET-23): open-source community apps, grouped as the spec names the groups. Each was
// written for AniList's API; they are pointers to projects run by others, not apps of this site.

export interface CommunityApp {
  readonly name: string;
  readonly platform: string;
  readonly description: string;
  /** The project's page, where its source and releases are. */
  readonly url: string;
}

export interface AppGroup {
  readonly title: 'Mobile' | 'Desktop' | 'Sites & Extensions';
  readonly apps: readonly CommunityApp[];
}

export const APP_GROUPS: readonly AppGroup[] = [
  {
    title: 'Mobile',
    apps: [
      {
        name: 'AniHyou',
        platform: 'Android',
        description: 'Lists, progress and scores, seasonal charts, an airing calendar and profiles in a Material design.',
        url: 'https://github.com/axiel7/AniHyou-android',
      },
      {
        name: 'AniHyou for iOS',
        platform: 'iOS, watchOS',
        description: 'The iOS sibling: airing soon, seasonal and trending titles, list editing and search.',
        url: 'https://github.com/axiel7/AniHyou-iOS',
      },
      {
        name: 'Otraku',
        platform: 'Android',
        description: 'Browse, track and discuss anime and manga: lists, feeds, reviews and notifications.',
        url: 'https://github.com/lotusprey/otraku',
      },
    ],
  },
  {
    title: 'Desktop',
    apps: [
      {
        name: 'Taiga',
        platform: 'Windows',
        description: 'Notices the episode your video player is showing and updates your list when you finish it.',
        url: 'https://github.com/erengy/taiga',
      },
      {
        name: 'Trackma',
        platform: 'Linux and other Unix systems',
        description: 'Qt, GTK, terminal and command-line front ends for your lists, with media player detection.',
        url: 'https://github.com/z411/trackma',
      },
    ],
  },
  {
    title: 'Sites & Extensions',
    apps: [
      {
        name: 'MAL-Sync',
        platform: 'Chrome, Firefox and other browsers',
        description: 'A browser extension that records the episodes and chapters you watch or read on other sites.',
        url: 'https://github.com/MALSync/MALSync',
      },
      {
        name: 'Automail',
        platform: 'Firefox add-on, userscript',
        description: 'Extra notification, statistics and styling options for the web site, configured in its settings.',
        url: 'https://github.com/hohMiyazawa/Automail',
      },
      {
        name: 'Jellyfin AniList plugin',
        platform: 'Jellyfin media server',
        description: 'Fills a self-hosted Jellyfin library with titles, descriptions and artwork from the API.',
        url: 'https://github.com/jellyfin/jellyfin-plugin-anilist',
      },
    ],
  },
];
