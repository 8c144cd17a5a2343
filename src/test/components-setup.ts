// The components project (vitest.config.ts): each test starts from an empty document.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);
