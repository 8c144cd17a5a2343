import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AfterHydration, resetPageHydrated } from "./after-hydration";

// React's roots are driven here without Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The browser's IntersectionObserver, driven by the test: `near()` reports every observed element near the viewport. */
const observers = new Set<FakeObserver>();
class FakeObserver {
  private readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  disconnect() {
    observers.delete(this);
  }
  report(isIntersecting: boolean) {
    const entries = [...this.elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const scrolledNear = () => act(async () => [...observers].forEach((o) => o.report(true)));

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  observers.clear();
  resetPageHydrated();
  document.body.innerHTML = "";
});

function Section({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <section>
      <h2>Comparativo</h2>
      <p data-testid="figure">R$ 1.234,00</p>
    </section>
  );
}

const page = (onRender: () => void, version: unknown = "first") => (
  <main>
    <AfterHydration className="detail" version={version}>
      <Section onRender={onRender} />
    </AfterHydration>
  </main>
);

/** The page as the server renders it: no window there. */
function serverHtml() {
  vi.stubGlobal("window", undefined);
  try {
    return renderToString(page(() => {}));
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  }
}

/** The server's HTML in the document, hydrated by React: the root, its container and what React rendered when. */
async function hydrated(renders: () => void) {
  const html = serverHtml();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, page(renders), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return { html, container, root };
}

describe("AfterHydration (the results' detail sections)", () => {
  it("is in the server's HTML", () => {
    expect(serverHtml()).toContain('<div class="detail"><section><h2>Comparativo</h2>');
  });

  it("keeps the server's markup after hydration until the block comes near the viewport, then renders once, with the same markup", async () => {
    const renders = vi.fn();
    const { html, container } = await hydrated(renders);
    const serverFigure = container.querySelector('[data-testid="figure"]');
    expect(serverFigure?.textContent).toBe("R$ 1.234,00");

    // Hydrated, far from the viewport: React has not rendered the block, and the server's nodes stay.
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="figure"]')).toBe(serverFigure);

    await scrolledNear();
    // Rendered once (a transition), and its markup is the server's.
    expect(renders).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(html);
    const figure = container.querySelector('[data-testid="figure"]');
    expect(figure?.textContent).toBe("R$ 1.234,00");
    // React's own node now: the server's was kept only until then.
    expect(figure).not.toBe(serverFigure);
  });

  it("renders at once, far from the viewport, when what it shows changes (the seller edited a field)", async () => {
    const renders = vi.fn();
    const { container, root } = await hydrated(renders);
    const serverFigure = container.querySelector('[data-testid="figure"]');
    await act(async () => root.render(page(renders, "second")));
    expect(renders).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="figure"]')).not.toBe(serverFigure);
  });

  it("renders at once when mounted after the page hydrated (a client navigation)", async () => {
    const first = document.createElement("div");
    document.body.append(first);
    await act(async () => createRoot(first).render(page(() => {})));

    const later = document.createElement("div");
    document.body.append(later);
    const renders = vi.fn();
    const root = createRoot(later);
    act(() => root.render(page(renders)));
    expect(renders).toHaveBeenCalledTimes(1);
    expect(later.querySelector('[data-testid="figure"]')?.textContent).toBe("R$ 1.234,00");
  });
});
