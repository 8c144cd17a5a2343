/*
 * User Timing around a simulator edit: the input's change handler marks, the results measure when
 * their commit for that input lands. The e2e speed check reads the "sim-update" measures; in
 * production they are a couple of entries on the page's performance timeline, nothing more.
 */
export const INPUT_MARK = "sim-input";
export const UPDATE_MEASURE = "sim-update";

export function markInput(): void {
  if (typeof performance === "undefined") return;
  performance.clearMarks(INPUT_MARK);
  performance.mark(INPUT_MARK);
}

/** Measures from the pending input mark, if any; results that change for another reason (defaults arriving) are not counted. */
export function measureUpdate(): void {
  if (typeof performance === "undefined" || performance.getEntriesByName(INPUT_MARK, "mark").length === 0) return;
  performance.measure(UPDATE_MEASURE, INPUT_MARK);
  performance.clearMarks(INPUT_MARK);
}
