import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';

/**
 * What the data an operation runs against holds, by kind: the ids a client would send. `viewer` is the member the
 * requests are made as; `user` another member (followed, messaged). Entries marked "own" belong to the viewer.
 */
export interface Examples {
  viewer: { id: number; name: string };
  user: { id: number; name: string };
  /** An anime and a manga on the viewer's list, and their list entries (own). */
  anime: number;
  manga: number;
  listEntry: number;
  mangaListEntry: number;
  /** Another anime (a recommendation pairs two). */
  otherAnime: number;
  /** The MyAnimeList ids of `anime` and `manga`. */
  animeIdMal: number;
  mangaIdMal: number;
  character: number;
  staff: number;
  studio: number;
  /** An activity everyone may see, and a reply to it; a status (text activity); a public message. */
  activity: number;
  activityReply: number;
  textActivity: number;
  messageActivity: number;
  /** A thread and its author. */
  thread: number;
  threadUser: number;
  /** A comment of `thread`, and its author. */
  threadComment: number;
  threadCommentUser: number;
  threadCategory: number;
  /** A review by someone else than the viewer (to rate). */
  review: number;
  /** A recommendation, and the media it recommends something for. */
  recommendation: number;
  recommendationMedia: number;
  airingSchedule: number;
  /** The viewer's favourite anime, in their order (UpdateFavouriteOrder). */
  favouriteAnime: number[];
  /** A custom list of the viewer's anime list (own). */
  customList: string;
  /** A media the viewer has not reviewed (SaveReview makes a new review of it). */
  unreviewedMedia: number;
}

/** The fixture catalogue's way: one id that names an entity of every kind. */
export function sameIdEverywhere(id: number, name = 'shingeki'): Examples {
  return {
    viewer: { id, name },
    user: { id, name },
    anime: id,
    manga: id,
    listEntry: id,
    mangaListEntry: id,
    otherAnime: id,
    animeIdMal: id,
    mangaIdMal: id,
    character: id,
    staff: id,
    studio: id,
    activity: id,
    activityReply: id,
    textActivity: id,
    messageActivity: id,
    thread: id,
    threadUser: id,
    threadComment: id,
    threadCommentUser: id,
    threadCategory: id,
    review: id,
    recommendation: id,
    recommendationMedia: id,
    airingSchedule: id,
    favouriteAnime: [id],
    customList: name,
    unreviewedMedia: id,
  };
}

/** Where a variable is used: `Type.field(argument)` or `InputType.field`, with the field's other arguments. */
interface Use {
  coordinate: string;
  variable: string;
  /** The arguments of the field the variable is an argument of (ToggleLikeV2's type decides what its id is). */
  siblings: readonly ArgumentNode[];
}

type Rule = (ex: Examples, use: Use, values: Record<string, unknown>) => unknown;

/** The literal value of the field's argument `name` (an enum written into the document), if any. */
const literal = (use: Use, name: string) => {
  const value = use.siblings.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.ENUM ? value.value : undefined;
};
/** A manga is meant when the variable says so or the field asks for `type: MANGA`. */
const isManga = (use: Use) => /manga/i.test(use.variable) || literal(use, 'type') === 'MANGA';
const media = (ex: Examples, use: Use) => (isManga(use) ? ex.manga : ex.anime);
const listEntry = (ex: Examples, use: Use) => (isManga(use) ? ex.mangaListEntry : ex.listEntry);
const viewerId = (ex: Examples) => ex.viewer.id;

/** ToggleLikeV2's id names an object of the kind its type argument says (a literal, or the variable's example). */
const likeable: Rule = (ex, use, values) => {
  const type = use.siblings.find((a) => a.name.value === 'type')?.value;
  const kind = type?.kind === Kind.ENUM ? type.value : type?.kind === Kind.VARIABLE ? (values[type.name.value] ?? 'ACTIVITY') : 'ACTIVITY';
  return (
    { ACTIVITY: ex.activity, ACTIVITY_REPLY: ex.activityReply, THREAD: ex.thread, THREAD_COMMENT: ex.threadComment }[kind as string] ??
    ex.activity
  );
};

/**
 * Values by where a variable goes, for queries: the ids of what the operation looks up. A query's optional variables
 * are sent only when they name whose or which (KEYS below); the others stay unset, meaning "no filter".
 */
const QUERY_RULES: Record<string, Rule> = {
  'Query.Media(id)': media,
  'Page.media(id)': media,
  'Page.media(id_in)': (ex, u) => [media(ex, u)],
  'Query.Media(idMal)': (ex, u) => (isManga(u) ? ex.mangaIdMal : ex.animeIdMal),
  'Page.media(idMal)': (ex) => ex.animeIdMal,
  'Page.media(idMal_in)': (ex) => [ex.animeIdMal, ex.mangaIdMal],
  'Query.MediaList(mediaId)': media,
  'Page.mediaList(mediaId)': media,
  'Page.airingSchedules(mediaId)': media,
  'Page.activities(mediaId)': media,
  'Page.reviews(mediaId)': media,
  'Page.recommendations(mediaId)': (ex) => ex.recommendationMedia,
  'Query.Recommendation(mediaId)': (ex) => ex.recommendationMedia,
  'Page.threads(mediaCategoryId)': media,
  'Query.Thread(mediaCategoryId)': media,
  'Query.MediaList(id)': listEntry,
  'Page.mediaList(id)': listEntry,
  'Query.User(id)': viewerId,
  'Query.User(name)': (ex) => ex.viewer.name,
  'Query.MediaList(userId)': viewerId,
  'Query.MediaList(userName)': (ex) => ex.viewer.name,
  'Query.MediaListCollection(userId)': viewerId,
  'Query.MediaListCollection(userName)': (ex) => ex.viewer.name,
  'Page.mediaList(userId)': viewerId,
  'Page.mediaList(userName)': (ex) => ex.viewer.name,
  'Page.mediaList(userId_in)': (ex) => [ex.viewer.id],
  'Page.activities(userId)': viewerId,
  'Page.activities(userId_in)': (ex) => [ex.viewer.id, ex.user.id],
  'Page.followers(userId)': viewerId,
  'Page.following(userId)': viewerId,
  'Page.reviews(userId)': viewerId,
  'Page.threadComments(userId)': viewerId,
  'Page.threads(userId)': viewerId,
  // A lookup of one thread or comment by its id and author finds it when the author is its own.
  'Query.Thread(userId)': (ex) => ex.threadUser,
  'Query.ThreadComment(userId)': (ex) => ex.threadCommentUser,
  'Query.Character(id)': (ex) => ex.character,
  'Query.Staff(id)': (ex) => ex.staff,
  'Query.Studio(id)': (ex) => ex.studio,
  'Page.staff(id_in)': (ex) => [ex.staff],
  'Page.studios(id_in)': (ex) => [ex.studio],
  'Query.Activity(id)': (ex, u) => ({ TEXT: ex.textActivity, MESSAGE: ex.messageActivity })[literal(u, 'type') ?? ''] ?? ex.activity,
  'Page.activities(id)': (ex) => ex.activity,
  'Page.activityReplies(activityId)': (ex) => ex.activity,
  'Query.ActivityReply(id)': (ex) => ex.activityReply,
  'Page.activityReplies(id)': (ex) => ex.activityReply,
  'Query.Thread(id)': (ex) => ex.thread,
  'Page.threads(id)': (ex) => ex.thread,
  'Query.Thread(id_in)': (ex) => [ex.thread],
  'Page.threads(id_in)': (ex) => [ex.thread],
  'Page.threadComments(threadId)': (ex) => ex.thread,
  'Query.ThreadComment(threadId)': (ex) => ex.thread,
  'Query.ThreadComment(id)': (ex) => ex.threadComment,
  'Page.threadComments(id)': (ex) => ex.threadComment,
  'Page.threads(categoryId)': (ex) => ex.threadCategory,
  'Query.Thread(categoryId)': (ex) => ex.threadCategory,
  'Query.Review(id)': (ex) => ex.review,
  'Query.Recommendation(id)': (ex) => ex.recommendation,
  'Page.airingSchedules(id)': (ex) => ex.airingSchedule,
};

/** Variables every client of these operations sends: whose list, which list type, which entity (by any id). */
const KEY_NAMES = /^(id|userId|userName|name)$/;

/**
 * Values for mutations, as a client would send them to change the viewer's own data. A rule answering undefined
 * leaves the variable unset (a client that changes one thing sends only that).
 */
const MUTATION_RULES: Record<string, Rule> = {
  'Mutation.SaveMediaListEntry(id)': listEntry,
  'Mutation.SaveMediaListEntry(mediaId)': media,
  'Mutation.SaveMediaListEntry(status)': () => 'CURRENT',
  'Mutation.SaveMediaListEntry(score)': () => 3,
  'Mutation.SaveMediaListEntry(scoreRaw)': () => 70,
  'Mutation.SaveMediaListEntry(progress)': () => 1,
  'Mutation.SaveMediaListEntry(progressVolumes)': () => 1,
  'Mutation.SaveMediaListEntry(repeat)': () => 0,
  'Mutation.SaveMediaListEntry(priority)': () => 0,
  'Mutation.SaveMediaListEntry(private)': () => false,
  'Mutation.SaveMediaListEntry(hiddenFromStatusLists)': () => false,
  'Mutation.SaveMediaListEntry(notes)': () => 'Synced by a third-party client',
  'Mutation.SaveMediaListEntry(customLists)': (ex) => [ex.customList],
  'Mutation.SaveMediaListEntry(advancedScores)': () => undefined,
  'Mutation.SaveMediaListEntry(startedAt)': () => ({ year: 2024, month: 1, day: 2 }),
  'Mutation.SaveMediaListEntry(completedAt)': () => ({ year: null, month: null, day: null }),
  'Mutation.UpdateMediaListEntries(ids)': (ex) => [ex.listEntry],
  'Mutation.UpdateMediaListEntries(status)': () => 'CURRENT',
  'Mutation.UpdateMediaListEntries(progress)': () => 2,
  'Mutation.UpdateMediaListEntries(private)': () => false,
  'Mutation.UpdateMediaListEntries(notes)': () => 'Batch edit',
  'Mutation.UpdateMediaListEntries(startedAt)': () => ({ year: 2024, month: 1, day: 2 }),
  'Mutation.DeleteMediaListEntry(id)': listEntry,
  'Mutation.DeleteCustomList(customList)': (ex) => ex.customList,
  'Mutation.DeleteCustomList(type)': () => 'ANIME',
  'Mutation.ToggleFavourite(animeId)': (ex) => ex.anime,
  'Mutation.ToggleFavourite(mangaId)': (ex) => ex.manga,
  'Mutation.ToggleFavourite(characterId)': (ex) => ex.character,
  'Mutation.ToggleFavourite(staffId)': (ex) => ex.staff,
  'Mutation.ToggleFavourite(studioId)': (ex) => ex.studio,
  'Mutation.UpdateFavouriteOrder(animeIds)': (ex) => [...ex.favouriteAnime].reverse(),
  'Mutation.UpdateFavouriteOrder(animeOrder)': (ex) => ex.favouriteAnime.map((_, i) => i + 1),
  'Mutation.ToggleFollow(userId)': (ex) => ex.user.id,
  'Mutation.ToggleLikeV2(id)': likeable,
  'Mutation.ToggleLikeV2(type)': () => 'ACTIVITY',
  'Mutation.SaveTextActivity(text)': () => 'Watching something good tonight.',
  'Mutation.SaveMessageActivity(message)': () => 'Hello from a third-party client!',
  'Mutation.SaveMessageActivity(recipientId)': (ex) => ex.user.id,
  'Mutation.SaveMessageActivity(private)': () => false,
  'Mutation.SaveActivityReply(activityId)': (ex) => ex.activity,
  'Mutation.SaveActivityReply(text)': () => 'Nice one.',
  'Mutation.DeleteActivity(id)': (ex) => ex.activity,
  'Mutation.DeleteActivityReply(id)': (ex) => ex.activityReply,
  'Mutation.SaveThread(title)': () => 'Posted from a third-party client',
  'Mutation.SaveThread(body)': () => 'What is everyone watching this season?',
  'Mutation.SaveThread(categories)': (ex) => [ex.threadCategory],
  'Mutation.SaveThread(mediaCategories)': (ex) => [ex.anime],
  'Mutation.DeleteThread(id)': (ex) => ex.thread,
  'Mutation.SaveThreadComment(threadId)': (ex) => ex.thread,
  'Mutation.SaveThreadComment(parentCommentId)': (ex) => ex.threadComment,
  'Mutation.SaveThreadComment(comment)': () => 'Agreed, the last episode was great.',
  'Mutation.DeleteThreadComment(id)': (ex) => ex.threadComment,
  'Mutation.ToggleThreadSubscription(threadId)': (ex) => ex.thread,
  'Mutation.ToggleThreadSubscription(subscribe)': () => true,
  'Mutation.SaveReview(mediaId)': (ex) => ex.unreviewedMedia,
  'Mutation.SaveReview(summary)': () => 'A slow start that pays off in the end',
  'Mutation.SaveReview(body)': () => REVIEW_BODY,
  'Mutation.SaveReview(score)': () => 80,
  'Mutation.SaveReview(private)': () => false,
  'Mutation.DeleteReview(id)': (ex) => ex.review,
  'Mutation.RateReview(reviewId)': (ex) => ex.review,
  'Mutation.RateReview(rating)': () => 'UP_VOTE',
  'Mutation.SaveRecommendation(mediaId)': (ex) => ex.anime,
  'Mutation.SaveRecommendation(mediaRecommendationId)': (ex) => ex.otherAnime,
  'Mutation.SaveRecommendation(rating)': () => 'RATE_UP',
  'Mutation.UpdateUser(about)': () => 'I track what I watch with a **third-party** app.',
  'Mutation.UpdateUser(titleLanguage)': () => 'ROMAJI',
  'Mutation.UpdateUser(staffNameLanguage)': () => 'ROMAJI_WESTERN',
  'Mutation.UpdateUser(scoreFormat)': () => 'POINT_10',
  'Mutation.UpdateUser(displayAdultContent)': () => false,
  'Mutation.UpdateUser(airingNotifications)': () => true,
  'Mutation.UpdateUser(timezone)': () => '+09:00',
  'Mutation.UpdateUser(activityMergeTime)': () => 29,
  'Mutation.UpdateUser(restrictMessagesToFollowing)': () => false,
  'Mutation.UpdateUser(rowOrder)': () => 'score',
  'Mutation.UpdateUser(profileColor)': () => 'blue',
  'Mutation.UpdateUser(donatorBadge)': () => undefined,
  'Mutation.UpdateUser(notificationOptions)': () => [
    { type: 'ACTIVITY_LIKE', enabled: true },
    { type: 'FOLLOWING', enabled: true },
  ],
  'Mutation.UpdateUser(animeListOptions)': () => ({ splitCompletedSectionByFormat: false }),
  'Mutation.UpdateUser(mangaListOptions)': () => ({ splitCompletedSectionByFormat: false }),
  'MediaListOptionsInput.customLists': (ex) => [ex.customList, 'Rewatch later'],
  'MediaList.score(format)': () => 'POINT_100',
};

/** Longer than a review's minimum (social §5: more than 2,200 characters). */
const REVIEW_BODY = Array.from(
  { length: 24 },
  (_, i) => `Paragraph ${i + 1}: the pacing, the animation and the music all carry the story further than the premise promises.`,
).join('\n\n');

/** Where each variable of the operation is used, in document order (fragments included). */
function usesOf(schema: GraphQLSchema, document: string): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const info = new TypeInfo(schema);
  const args: ArgumentNode[][] = [];
  visit(
    parse(document),
    visitWithTypeInfo(info, {
      Field: { enter: (node) => void args.push([...(node.arguments ?? [])]), leave: () => void args.pop() },
      Variable(node, _key, parent) {
        if (!parent || Array.isArray(parent)) return;
        const p = parent as { kind: string; name?: { value: string } };
        let coordinate: string | null = null;
        if (p.kind === Kind.ARGUMENT && info.getArgument() && !info.getDirective()) {
          coordinate = `${info.getParentType()?.name}.${info.getFieldDef()?.name}(${info.getArgument()!.name})`;
        } else if (p.kind === Kind.OBJECT_FIELD) {
          coordinate = `${getNamedType(info.getParentInputType() ?? undefined)?.name}.${p.name!.value}`;
        }
        if (!coordinate) return;
        const list = uses.get(node.name.value) ?? [];
        list.push({ coordinate, variable: node.name.value, siblings: args.at(-1) ?? [] });
        uses.set(node.name.value, list);
      },
    }),
  );
  return uses;
}

/**
 * Values for an operation's variables, as a client would send them against the data `examples` describes.
 * Queries: required variables, paging (short pages), and the ids that name whose or which; other filters unset.
 * Mutations: every variable a rule knows, so that the change is one the viewer may make, and the required ones.
 * A number for `examples` is the fixture catalogue's id that names an entity of every kind.
 */
export function exampleVariables(schema: GraphQLSchema, document: string, examples: number | Examples): Record<string, unknown> {
  const ex = typeof examples === 'number' ? sameIdEverywhere(examples) : examples;
  const op = parse(document).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const mutation = op?.operation === 'mutation';
  const rules = mutation ? { ...QUERY_RULES, ...MUTATION_RULES } : QUERY_RULES;
  const uses = usesOf(schema, document);
  const values: Record<string, unknown> = {};
  // ToggleFavourite with several id variables: a client sends the one of the kind it toggles.
  let favouriteGiven = false;
  // Enum variables first: a rule may depend on one (ToggleLikeV2's id on its type).
  const defs = [...(op?.variableDefinitions ?? [])].sort((a, b) => Number(isEnumDef(schema, b)) - Number(isEnumDef(schema, a)));
  for (const def of defs) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const use = (uses.get(name) ?? []).find((u) => rules[u.coordinate]);
    if (/^(page|perPage)$/i.test(name)) {
      values[name] = name === 'page' ? 1 : 5;
      continue;
    }
    if (mutation && use && use.coordinate.startsWith('Mutation.ToggleFavourite(')) {
      if (favouriteGiven) continue;
      favouriteGiven = true;
    }
    const ruled = use ? rules[use.coordinate]!(ex, use, values) : undefined;
    const wanted = isNonNullType(type) || (mutation ? use !== undefined : namesWhoseOrWhich(name, type));
    if (!wanted) continue;
    if (ruled !== undefined) values[name] = ruled;
    else if (isNonNullType(type) || !mutation) values[name] = example(type, name, ex);
  }
  return values;
}

const isEnumDef = (schema: GraphQLSchema, def: VariableDefinitionNode) => {
  const type = typeFromAST(schema, def.type);
  return !!type && isEnumType(getNamedType(type));
};

/**
 * Optional variables a query cannot do without, which clients always send: whose list (AniList requires a user id
 * or name), which type (MediaListCollection requires one), which entity.
 */
const namesWhoseOrWhich = (name: string, type: GraphQLInputType) => KEY_NAMES.test(name) || getNamedType(type).name === 'MediaType';

function example(type: GraphQLInputType, name: string, ex: Examples): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [example(inner.ofType, name, ex)];
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) return {};
  switch (named.name) {
    case 'Int':
    case 'FuzzyDateInt':
      return /id/i.test(name) ? ex.anime : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return /name/i.test(name) ? ex.viewer.name : /search|query/i.test(name) ? 'shingeki' : 'x';
  }
}
