import { MODERATOR_ROLES } from '@tsuzuki/events';
import { defaultAvatar, withMediaListOptionDefaults, withUserOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import { markdownField } from '../social/markdown.ts';
import { unreadCount } from '../social/notifications.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { SITE_URL } from '../text.ts';
import { findUsers, parseUserFilter } from './findUsers.ts';
import type { UserRow } from './rows.ts';
import { viewerRow } from './viewer.ts';

/** The user themself (or a trusted service) sees their private settings; everyone else sees the public ones. */
const isSelf = (ctx: Context, u: UserRow) => ctx.actor.kind === 'system' || (ctx.actor.kind === 'user' && ctx.actor.id === u.id);

export const userResolvers: Resolvers = {
  Query: {
    Viewer: (_r, _a, ctx) => viewerRow(ctx),
    User: async (_r, a, ctx) => {
      const f = parseUserFilter(a);
      const onlyId = f.id != null && !f.search && f.name == null && !f.id_in && f.isModerator == null;
      const row = onlyId ? await userById(ctx).load(f.id!) : (await findUsers(ctx, f, 0, 1)).rows[0];
      if (!row) throw notFound();
      return row;
    },
  },
  Page: {
    users: (state, a, ctx) => pageList(state, (w, options) => findUsers(ctx, parseUserFilter(a), w.offset, w.perPage, options)),
  },
  User: {
    // Markdown as written, or the site's sanitised rendering of it (the same as activities and replies).
    about: (u, a) => markdownField(u.about, a.asHtml),
    avatar: (u) => {
      const generated = defaultAvatar(u.id);
      return { large: u.avatar_large ?? generated.large, medium: u.avatar_medium ?? u.avatar_large ?? generated.medium };
    },
    bannerImage: (u) => u.banner_image,
    // bans: moderators only, schema/moderation/memberResolvers.ts.
    options: (u, _a, ctx) => {
      const options = withUserOptionDefaults(u.options);
      if (isSelf(ctx, u)) return options;
      return { ...options, notificationOptions: null, timezone: null, activityMergeTime: null, disabledListActivity: null };
    },
    mediaListOptions: (u) => withMediaListOptionDefaults(u.media_list_options),
    // Only the member themself learns how many notifications they have not read.
    unreadNotificationCount: (u, _a, ctx) => (isSelf(ctx, u) ? unreadCount(ctx, u) : 0),
    siteUrl: (u) => `${SITE_URL}/user/${encodeURIComponent(u.name)}`,
    donatorTier: (u) => u.donator_tier,
    donatorBadge: (u) => u.donator_badge,
    // Stored as the events carry them; a value that is no ModRole could not be sent.
    moderatorRoles: (u) => u.moderator_roles.flatMap((r) => MODERATOR_ROLES.find((role) => role === r) ?? []),
    moderatorStatus: (u) => (u.moderator_roles.length ? u.moderator_roles.join(', ') : null),
    createdAt: (u) => u.created_at,
    updatedAt: (u) => u.updated_at,
    previousNames: (u) => u.previous_names ?? [],
  },
  MediaListOptions: {
    useLegacyLists: () => false,
    sharedTheme: () => null,
    sharedThemeEnabled: () => false,
  },
  MediaListTypeOptions: {
    theme: () => null,
  },
};
