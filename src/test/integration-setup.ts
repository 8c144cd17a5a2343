// Runs before every integration test file: passwords are hashed with the cheapest argon2id, so
// logins and sign-ups cost about a millisecond (production keeps OWASP's cost). The server log is
// not printed (a test that checks it reads it with captureLogs()).
import { TEST_ARGON2ID, setPasswordCost } from "~/features/accounts/passwords";
import { configureLogger } from "~/platform/log/logger";

setPasswordCost(TEST_ARGON2ID);
configureLogger({ format: "none" });
