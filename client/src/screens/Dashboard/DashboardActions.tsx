import { MOD_ACTIONS, MOD_OBJECT_TYPES } from '@tsuzuki/events/modlog/actions';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ChainVerdict } from '../../components/Moderation/ChainVerdict.tsx';
import { modActionLabel } from '../../components/Moderation/modActionText.ts';
import { ModActionRow } from '../../components/Moderation/ModActionRow.tsx';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { actionFiltersSearch, parseActionFilters, type ActionFilters } from './actionFilters.ts';
import { dashboardActionsQuery } from './DashboardActionsQuery.ts';
import { dashboardPath } from './dashboardPages.ts';
import { showHashes } from './dashboardSettings.ts';
import type { DashboardActionsQuery } from './__generated__/DashboardActionsQuery.graphql';
import mod from '../../components/Moderation/Moderation.module.css';
import styles from './Dashboard.module.css';

/**
 * The mod-action history (ADR 19): filtered by moderator, action, object type, object and date range, 20 a page, with
 * the verdict on the hash chain recomputed from the log.
 */
export function DashboardActions() {
  const data = useRouteQuery<DashboardActionsQuery>(dashboardActionsQuery);
  const [params] = useSearchParams();
  const filters = parseActionFilters(params);
  const actions = (data.Page?.modActions ?? []).filter(notNull);
  const info = data.Page?.pageInfo;
  const pageLink = (page: number) => dashboardPath('actions', actionFiltersSearch({ ...filters, page }));
  return (
    <>
      <h2 className={styles.title}>Mod Actions</h2>
      <ChainVerdict chain={data.ModActionChain} />
      <FilterForm key={params.toString()} filters={filters} moderators={(data.moderators?.users ?? []).filter(notNull)} />
      {actions.length ? (
        <ol className={mod.actions} aria-label="Mod actions">
          {actions.map((action) => (
            <ModActionRow key={action.id} action={action} showHash={showHashes()} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No mod actions match these filters.</p>
      )}
      <nav className={styles.pager} aria-label="Pages">
        <Link to={pageLink(filters.page - 1)} aria-disabled={filters.page <= 1}>
          Previous
        </Link>
        <span>
          Page {info?.currentPage ?? filters.page}
          {info?.lastPage ? ` of ${info.lastPage}` : ''} · {info?.total ?? actions.length} actions
        </span>
        <Link to={pageLink(filters.page + 1)} aria-disabled={!info?.hasNextPage}>
          Next
        </Link>
      </nav>
    </>
  );
}

const NONE = '';

function FilterForm({ filters, moderators }: { filters: ActionFilters; moderators: readonly { id: number; name: string }[] }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState({
    moderatorId: filters.moderatorId ? String(filters.moderatorId) : NONE,
    action: filters.action ?? NONE,
    objectType: filters.objectType ?? NONE,
    objectId: filters.objectId ? String(filters.objectId) : NONE,
    userId: filters.userId ? String(filters.userId) : NONE,
    from: filters.from ?? NONE,
    to: filters.to ?? NONE,
  });
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const search = actionFiltersSearch(
      parseActionFilters(
        new URLSearchParams({
          moderator: draft.moderatorId,
          action: draft.action,
          objectType: draft.objectType,
          object: draft.objectId,
          user: draft.userId,
          from: draft.from,
          to: draft.to,
        }),
      ),
    );
    navigate(dashboardPath('actions', search));
  }

  return (
    <form className={styles.filters} aria-label="Filter mod actions" onSubmit={apply}>
      <label className={styles.field}>
        Moderator
        <select value={draft.moderatorId} onChange={set('moderatorId')}>
          <option value={NONE}>Any</option>
          {moderators.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Action
        <select value={draft.action} onChange={set('action')}>
          <option value={NONE}>Any</option>
          {MOD_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {modActionLabel(a)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Object type
        <select value={draft.objectType} onChange={set('objectType')}>
          <option value={NONE}>Any</option>
          {MOD_OBJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t.toLowerCase().replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Object id
        <input inputMode="numeric" pattern="[0-9]*" value={draft.objectId} onChange={set('objectId')} />
      </label>
      <label className={styles.field}>
        Member id
        <input inputMode="numeric" pattern="[0-9]*" value={draft.userId} onChange={set('userId')} />
      </label>
      <label className={styles.field}>
        From
        <input type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className={styles.field}>
        To
        <input type="date" value={draft.to} onChange={set('to')} />
      </label>
      <div className={styles.filterButtons}>
        <button type="submit" className="button">
          Filter
        </button>
        <Link to={dashboardPath('actions')} className={mod.secondary} style={{ display: 'inline-flex', alignItems: 'center' }}>
          Clear
        </Link>
      </div>
    </form>
  );
}
