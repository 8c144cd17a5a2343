import type { Rule } from "eslint";

declare const rule: Rule.RuleModule;
export default rule;
export function floorOf(relative: string): { floor: "app" | "edge" | "trpc" | "feature" | "platform" | "components" | "lib" | "test" | "base"; feature?: string } | null;
export const FEATURE_ORDER: string[];
