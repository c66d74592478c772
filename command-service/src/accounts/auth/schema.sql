-- Accounts: what makes a member able to sign in. Secrets and personal data (email, password hash, session and
-- link tokens, devices, IP addresses) live only here, never in the event log. Tokens are stored as sha256 hex:
-- a copy of these tables does not let anyone sign in.
CREATE TABLE IF NOT EXISTS command_service.accounts (
  user_id bigint PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS accounts_email ON command_service.accounts (lower(email));

CREATE TABLE IF NOT EXISTS command_service.sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES command_service.accounts (user_id) ON DELETE CASCADE,
  device_id text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS sessions_user ON command_service.sessions (user_id);

-- Single-use links sent by email: verify (the address), reset (the password), location (a new device).
CREATE TABLE IF NOT EXISTS command_service.email_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset', 'location')),
  user_id bigint NOT NULL REFERENCES command_service.accounts (user_id) ON DELETE CASCADE,
  device_id text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS email_tokens_user ON command_service.email_tokens (user_id, purpose);

-- Devices and addresses an account has signed in from; a login from neither needs an emailed confirmation.
CREATE TABLE IF NOT EXISTS command_service.known_devices (
  user_id bigint NOT NULL REFERENCES command_service.accounts (user_id) ON DELETE CASCADE,
  device_id text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id, ip)
);

-- A session or API token that ends (revoked, rotated, deleted) is announced with its commit on ACCESS_ENDED_CHANNEL
-- (events/src/actor.ts), its member's id as the payload: each query-service process forgets what it cached of that
-- member's logins at once instead of trusting them for its few seconds. A trigger, so that every path that ends one
-- (logout, a password change, a refresh, an app's deletion, an account's removal) announces it.
CREATE OR REPLACE FUNCTION command_service.announce_access_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_ended', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER sessions_ended AFTER UPDATE OF revoked_at ON command_service.sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION command_service.announce_access_ended();
CREATE OR REPLACE TRIGGER sessions_deleted AFTER DELETE ON command_service.sessions
  FOR EACH ROW EXECUTE FUNCTION command_service.announce_access_ended();
