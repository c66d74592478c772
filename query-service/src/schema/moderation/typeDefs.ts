import { ANILIST_MOD_ACTION_TYPES, MOD_ACTIONS, MOD_OBJECT_TYPES } from '@tsuzuki/events/modlog/actions';

// The mod-action history (issue 12, ADR 19) in AniList's ModAction shape, with the site's own fields beside it: the
// fine-grained action, the reason, the hash of each entry, and the verdict on the hash chain. Moderators only: other
// viewers get null, not an error (clients ask for moderator-only fields as a matter of course).
export const moderationTypeDefs = /* GraphQL */ `
  extend type Query {
    "The mod-action log's hash chain recomputed from the event log; null for non-moderators."
    ModActionChain: ModActionChain
  }

  extend type Page {
    """
    Mod actions, newest first; null for non-moderators. 20 per page unless Page's perPage says otherwise.
    userId: the member an action is about; modId is AniList's name for moderatorId; from and to bound createdAt
    (unix seconds, inclusive).
    """
    modActions(
      moderatorId: Int, modId: Int, action: ModActionKind, action_in: [ModActionKind], objectType: ModActionObjectType,
      objectId: Int, userId: Int, from: Int, to: Int
    ): [ModAction]
  }

  type ModAction {
    "The action's seq in the log: 1, 2, 3…"
    id: Int!
    "The member the action is about (the author of what was deleted, the member whose role changed)."
    user: User
    "The moderator (AniList's name)."
    mod: User
    moderator: User
    "AniList's coarse kind of the action."
    type: ModActionType
    "What the moderator did."
    action: ModActionKind!
    objectId: Int
    "One of ModActionObjectType (a String, as AniList has it)."
    objectType: String
    "A JSON object of context: excerpts of the text before and after, the role, the fields changed."
    data: String
    reason: String
    createdAt: Int!
    "This entry's hash in the chain (sha256 hex over its content and the previous entry's hash)."
    hash: String!
  }

  enum ModActionType { ${ANILIST_MOD_ACTION_TYPES.join(' ')} }
  enum ModActionKind { ${MOD_ACTIONS.join(' ')} }
  enum ModActionObjectType { ${MOD_OBJECT_TYPES.join(' ')} }

  "The verdict on the mod-action log: recomputed from the event log on every request."
  type ModActionChain {
    valid: Boolean!
    "Actions verified before the first break (all of them when valid)."
    checked: Int!
    "Actions in the log."
    total: Int!
    "The seq of the first altered, missing or out-of-order action."
    firstBrokenSeq: Int
    reason: ModActionChainBreak
    "The stored claim of the broken action, when there is one to read."
    firstBrokenAction: ModActionKind
    firstBrokenModerator: User
    "The last verified action's seq and hash."
    headSeq: Int
    headHash: String
  }

  enum ModActionChainBreak { ALTERED MISSING OUT_OF_ORDER UNREADABLE }
`;

/**
 * Admins grant and revoke roles (each change a mod action) and set donator tiers, on the internal schema (the site's
 * own client; the public API has neither).
 */
export const moderationAdminTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "Admins only: the member's roles become exactly these (RETIRED among them to retire a moderator)."
    SetModeratorRoles(userId: Int!, moderatorRoles: [ModRole!]!): User
    "Admins only: the member's donator tier (0: none) and the badge text shown from tier 4 up (null: the default)."
    SetDonatorTier(userId: Int!, donatorTier: Int!, donatorBadge: String): User
  }
`;
