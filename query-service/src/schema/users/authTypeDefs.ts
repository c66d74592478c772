// The site's own account operations (spec core §7 Account operations). They are not AniList's, but every
// browser session needs them and the schema header is no security boundary, so they are in both schemas:
// see the README. Arguments are nullable so that a missing field gets the command-service's message.
export const authTypeDefs = /* GraphQL */ `
  extend type Query {
    "An ALTCHA proof-of-work challenge; the solved payload is the captcha argument of Login and CreateUser."
    CaptchaChallenge: Json
  }

  extend type Mutation {
    "Logs in by email (and password, captcha); sets the session cookie and answers with the viewer."
    Login(name: String, password: String, captcha: String): User
    "Revokes the session and clears its cookie."
    Logout: Boolean
    "Signs up; logs in at once unless the email must be verified first."
    CreateUser(userName: String, email: String, password: String, confirmPassword: String, captcha: String): CreateUserPayload
    "Sends a password reset link; false when no account has that email."
    ResetPassword(email: String): Boolean
    "Sets a new password with the token of a reset link; every session of the account ends."
    CompletePasswordReset(token: String, password: String, confirmPassword: String): Boolean
    "Sends the verification email again."
    VerifyUserEmail(email: String): Boolean
    "Follows a verification link: verifies the email and logs in."
    ConfirmEmail(token: String): User
    "Follows a new-device confirmation link: remembers the device and logs in."
    ConfirmLocation(token: String): User
    "Renames the viewer; the old name joins previousNames."
    UpdateUserName(name: String): User
  }

  type CreateUserPayload {
    "The new user (not logged in when emailVerificationRequired)."
    user: User
    emailVerificationRequired: Boolean!
    "The email's domain is not accepted (Email domain not permitted.): ask for another provider."
    emailInvalid: Boolean!
  }
`;
