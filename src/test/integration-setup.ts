// Runs before every integration test file: passwords are hashed with the cheapest argon2id, so
// logins and sign-ups cost about a millisecond (production keeps OWASP's cost).
import { TEST_ARGON2ID, setPasswordCost } from "~/features/accounts/passwords";

setPasswordCost(TEST_ARGON2ID);
