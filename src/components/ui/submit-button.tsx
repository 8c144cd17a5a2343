"use client";

import { useHydrated } from "../use-hydrated";
import { Button } from "./button";

/**
 * The submit button of a form that holds a password or personal data. Until the page is
 * interactive it stays disabled: a form sent before its JavaScript runs (a slow phone, a blocked
 * script) would go to the browser's default action instead of the form's handler. A disabled
 * default button also stops the implicit submission (Enter in a field). The forms themselves say
 * `method="post"`, so even a forced submission never puts a field into the URL.
 */
export function SubmitButton({ disabled, ...props }: Omit<React.ComponentProps<typeof Button>, "type">) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
