import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AfterHydration, resetPageHydrated } from "./after-hydration";

// React's roots are driven here without Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
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

const page = (onRender: () => void) => (
  <main>
    <AfterHydration className="detail">
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
  }
}

describe("AfterHydration (the results' detail sections)", () => {
  it("is in the server's HTML", () => {
    expect(serverHtml()).toContain('<div class="detail"><section><h2>Comparativo</h2>');
  });

  it("keeps the server's markup while the page hydrates, then renders once, with the same markup", async () => {
    const html = serverHtml();

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverFigure = container.querySelector('[data-testid="figure"]');
    expect(serverFigure).not.toBeNull();

    const renders = vi.fn();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(renders), { onRecoverableError: recoverable });
    });

    // No hydration error, the section rendered once (by the transition after hydration, not during
    // it), and its markup is the server's.
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(html);
    const figure = container.querySelector('[data-testid="figure"]');
    expect(figure?.textContent).toBe("R$ 1.234,00");
    // React's own node now: the server's was kept only until then.
    expect(figure).not.toBe(serverFigure);
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
