import { isAnyMod } from '@tsuzuki/events/roles';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { AsOfPicker } from './AsOfPicker.tsx';
import { SiteListActivity } from './SiteListActivity.tsx';
import { siteStatsQuery } from './SiteStatsQuery.ts';
import { longDayLabel, parseSiteStatsView, siteStatsSearch, type SiteStatsType, type SiteStatsView } from './siteStatsRules.ts';
import { SiteTrends } from './SiteTrends.tsx';
import type { SiteStatsQuery } from './__generated__/SiteStatsQuery.graphql';
import styles from './SiteStats.module.css';

const TITLE = 'Site Stats';
const TYPES: readonly [SiteStatsType, string][] = [
  ['ANIME', 'Anime'],
  ['MANGA', 'Manga'],
];

/** /site-stats (social §2): the site's totals and trends of the last 24 days, anime or manga, as of today or a past day. */
export function SiteStats() {
  const data = useRouteQuery<SiteStatsQuery>(siteStatsQuery);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const view = parseSiteStatsView(params);
  const show = (next: SiteStatsView) => navigate(`/site-stats${siteStatsSearch(next)}`);

  useEffect(() => {
    document.title = `${TITLE} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, []);

  const statistics = data.SiteStatistics;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{TITLE}</h1>
        <div className={styles.toggle} role="group" aria-label="Media type">
          {TYPES.map(([type, label]) => (
            <button key={type} type="button" aria-pressed={view.type === type} onClick={() => show({ ...view, type })}>
              {label}
            </button>
          ))}
        </div>
        {isAnyMod(viewer?.moderatorRoles as readonly string[] | null | undefined) ? (
          <AsOfPicker asOf={view.asOf} onChange={(asOf) => show({ ...view, asOf })} />
        ) : null}
      </header>
      {statistics ? (
        <>
          <p className={styles.asOf} data-testid="stats-date">
            Figures as of {longDayLabel(statistics.date)} (UTC)
          </p>
          <SiteTrends statistics={statistics} type={view.type} />
          <SiteListActivity statistics={statistics} type={view.type} />
        </>
      ) : (
        <p className={`card ${styles.empty}`}>No Results</p>
      )}
    </div>
  );
}
