// Catalogue edits, only on the internal schema, for data moderators (the command-service checks their roles) and
// the system actor. UpdateMedia's reason tells the members who list the media (ADR 22). Each forwards to the command-service and answers from the read
// models after they have caught up with the change (read-your-writes).
export const catalogueAdminTypeDefs = /* GraphQL */ `
  extend type Mutation {
    AddStudio(id: Int, name: String!, isAnimationStudio: Boolean, favourites: Int): Studio
    UpdateMedia(
      id: Int!, title: MediaTitleInput, synonyms: [String], description: String, format: MediaFormat,
      status: MediaStatus, source: MediaSource, countryOfOrigin: CountryCode, isAdult: Boolean,
      isLicensed: Boolean, isLocked: Boolean, isFavouriteBlocked: Boolean, isRecommendationBlocked: Boolean,
      isReviewBlocked: Boolean, startDate: FuzzyDateInput, endDate: FuzzyDateInput, season: MediaSeason,
      seasonYear: Int, episodes: Int, duration: Int, chapters: Int, volumes: Int, genres: [String],
      hashtag: String, bannerImage: String, reason: String, coverImage: String, externalLinks: [MediaExternalLinkInput]
    ): Media
  }

  input MediaTitleInput {
    romaji: String
    english: String
    native: String
  }

`;
