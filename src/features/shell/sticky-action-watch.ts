/** The bar's offset above the window's bottom (globals.css .sticky-action, 0.75rem) and a margin. */
const ROOM_BEYOND_BAR_PX = 20;

/**
 * The room a page's sticky action bar takes at the bottom of the window, measured: its height varies
 * (the settings' 62 px; the generator's 108 px at 768 px and 162 px on a phone, with the headline
 * beside the button). Written to <html> as --sticky-action-room, which globals.css turns into the
 * page's scroll-padding-bottom (a field scrolled into view or focused stops above the bar) and into
 * the generator's sticky side panel's height. Without a bar the stylesheet's default applies.
 */
export function watchStickyActionRoom(): () => void {
  const root = document.documentElement;
  let observed: Element | null = null;
  const update = () => {
    const bar = document.querySelector(".sticky-action");
    if (bar !== observed) {
      if (observed) sizes.unobserve(observed);
      if (bar) sizes.observe(bar);
      observed = bar;
    }
    if (bar)
      root.style.setProperty(
        "--sticky-action-room",
        `${Math.ceil(bar.getBoundingClientRect().height) + ROOM_BEYOND_BAR_PX}px`,
      );
    else root.style.removeProperty("--sticky-action-room");
  };
  const sizes = new ResizeObserver(update);
  // A bar comes and goes with the page (and after its data loads): looked for once a frame at most.
  let frame = 0;
  const later = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  const pages = new MutationObserver(later);
  pages.observe(document.body, { childList: true, subtree: true });
  update();
  return () => {
    cancelAnimationFrame(frame);
    pages.disconnect();
    sizes.disconnect();
    root.style.removeProperty("--sticky-action-room");
  };
}
