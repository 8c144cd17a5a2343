// Versions of the legal documents in force. Bumping TERMS_VERSION asks every user to accept again.
export const TERMS_VERSION = "2025-01";
export const PRIVACY_VERSION = "2025-01";
