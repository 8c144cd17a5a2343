// CSS custom properties ("--brand": "#7c3aed") are valid inline styles: React's types leave them out, so
// they are declared here once, and a component passes brandCssVariables() to `style` as it is.
import "react";

declare module "react" {
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined;
  }
}
