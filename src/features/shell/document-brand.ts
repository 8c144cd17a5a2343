/*
 * Dialogs, the phone menu and toasts render in portals at the end of <body>, outside the shell's
 * <div>: the brand variables go on <html> too, so those surfaces take the seller's colours as well.
 * They go there as a <style> the shell renders with the page (this text), not set on <html> from an
 * effect: a custom property changed on the root after hydration made the browser recompute the
 * style of every element of the page (~350 ms of a phone's main thread on the simulator, 4× CPU)
 * to find the colours it had already painted. The variables come from resolved colours; anything
 * but a plain colour value is left out, so the text can never close the element.
 */
const CSS_NAME = /^--[\w-]+$/;
const CSS_VALUE = /^[#\w\s(),.%+-]*$/;

export function documentBrandCss(variables: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => CSS_NAME.test(name) && CSS_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  // html:root outranks the themes' `.light` / `.dark` blocks on <html>, as the inline style did.
  return `html:root{${declarations}}`;
}
