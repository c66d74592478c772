import { isAdmin } from '@tsuzuki/events/roles';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { unauthorized } from '../../http/errors.ts';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { AnnouncementRow } from './rows.ts';

const viewerIsAdmin = (ctx: Context) => ctx.actor.kind === 'user' && isAdmin(ctx.actor.moderatorRoles);

const listed = async (ctx: Context) =>
  (await ctx.db.query<AnnouncementRow>(`SELECT * FROM ${T.announcements} ORDER BY starts_at DESC, id DESC`)).rows;

export const announcementResolvers: Resolvers = {
  Query: {
    Announcements: async (_r, _a, ctx) => (viewerIsAdmin(ctx) ? listed(ctx) : null),
  },
  Announcement: {
    forumPath: (a) => a.forum_path,
    startsAt: (a) => a.starts_at,
    expiresAt: (a) => a.expires_at,
  },
  Mutation: {
    // The command-service decides who may (admins) and what is valid; the answer is the row as the read model has it.
    PublishAnnouncement: async (_r, a, ctx) => {
      if (ctx.actor.kind === 'guest') throw unauthorized();
      const { ids } = await ctx.commands.send(
        'PublishAnnouncement',
        {
          ...(a.id != null ? { announcementId: a.id } : {}),
          message: a.message,
          forumPath: a.forumPath?.trim() || null,
          startsAt: a.startsAt ?? null,
          expiresAt: a.expiresAt ?? null,
        },
        { projections: ['announcements'] },
      );
      const id = ids.announcementId ?? a.id;
      return (await listed(ctx)).find((row) => row.id === id) ?? null;
    },
    WithdrawAnnouncement: async (_r, a, ctx) => {
      if (ctx.actor.kind === 'guest') throw unauthorized();
      await ctx.commands.send('WithdrawAnnouncement', { announcementId: a.id }, { projections: ['announcements'] });
      return { deleted: true };
    },
  },
};
