-- Third-party API authorization (issue 14, ADR 24). Like the accounts tables, these hold secrets and stay out of the
-- event log: client secrets, codes and tokens are stored as sha256 hex, so a copy of the tables signs nobody in.

-- An API client a member registered at /settings/developer. Ids are small integers, as AniList's client ids are.
CREATE TABLE IF NOT EXISTS command_service.oauth_clients (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES command_service.accounts (user_id) ON DELETE CASCADE,
  name text NOT NULL,
  redirect_uri text NOT NULL,
  -- A public client (mobile, desktop, single-page) keeps no secret and must use PKCE.
  public boolean NOT NULL DEFAULT false,
  secret_hash text,
  -- Requests a minute per token of this app (AniList's 90 unless raised for the app).
  rate_limit integer NOT NULL DEFAULT 90 CHECK (rate_limit > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  secret_rotated_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS oauth_clients_owner ON command_service.oauth_clients (owner_id) WHERE deleted_at IS NULL;

-- Authorization codes: single use, ten minutes, bound to the redirect URI and the PKCE challenge they were issued with.
CREATE TABLE IF NOT EXISTS command_service.oauth_codes (
  code_hash text PRIMARY KEY,
  client_id bigint NOT NULL REFERENCES command_service.oauth_clients (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES command_service.accounts (user_id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  scopes text[] NOT NULL,
  code_challenge text,
  code_challenge_method text,
  grant_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Access tokens with their refresh token. A grant (one approval) is a chain of rotated pairs sharing grant_id: a
-- refresh token used twice revokes the whole chain (someone copied it).
CREATE TABLE IF NOT EXISTS command_service.oauth_tokens (
  access_hash text PRIMARY KEY,
  refresh_hash text UNIQUE,
  client_id bigint NOT NULL REFERENCES command_service.oauth_clients (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES command_service.accounts (user_id) ON DELETE CASCADE,
  scopes text[] NOT NULL,
  grant_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS oauth_tokens_user ON command_service.oauth_tokens (user_id, client_id);
CREATE INDEX IF NOT EXISTS oauth_tokens_grant ON command_service.oauth_tokens (grant_id);

-- Grants revoked as a whole because one of their secrets was replayed (a used code, a rotated-away refresh token).
-- A token stored for such a grant is revoked as it is stored, so an exchange racing the replay cannot outlive it.
CREATE TABLE IF NOT EXISTS command_service.oauth_revoked_grants (
  grant_id uuid PRIMARY KEY,
  revoked_at timestamptz NOT NULL
);

-- An ended API token is announced like an ended session (command_service.announce_access_ended, auth/schema.sql).
CREATE OR REPLACE TRIGGER oauth_tokens_ended AFTER UPDATE OF revoked_at ON command_service.oauth_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION command_service.announce_access_ended();
CREATE OR REPLACE TRIGGER oauth_tokens_deleted AFTER DELETE ON command_service.oauth_tokens
  FOR EACH ROW EXECUTE FUNCTION command_service.announce_access_ended();
