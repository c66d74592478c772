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
