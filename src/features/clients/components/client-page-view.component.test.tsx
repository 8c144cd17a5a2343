import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render-with-providers";
import { ClientPageView, type ClientPageViewProps } from "./client-page-view";
import { clientDetail, timelineItem } from "./client-page-fixture";

const person = (id: string, name: string, role: "OWNER" | "SELLER" | "ADMIN") => ({
  id,
  name,
  role,
  email: `${id}@example.com`,
  createdAt: new Date(),
  emailVerifiedAt: null,
});
const TEAM = [
  person("u-owner", "Dona Ana", "OWNER"),
  person("u-seller", "Vendedor", "SELLER"),
  person("u-admin", "Suporte", "ADMIN"),
];

function props(over: Partial<ClientPageViewProps> = {}): ClientPageViewProps {
  return {
    client: clientDetail(),
    origin: "https://app.example",
    role: "SELLER",
    team: null,
    editing: false,
    setEditing: vi.fn(),
    note: "",
    setNote: vi.fn(),
    savingFields: false,
    savingNote: false,
    logContact: vi.fn(),
    setNextContact: vi.fn(),
    reassign: vi.fn(),
    saveNote: vi.fn(),
    saveFields: vi.fn(async () => undefined),
    ...over,
  };
}

describe("the client page's view", () => {
  it("shows a seller neither the seller choice nor the erase action, and the owner both", () => {
    renderWithProviders(<ClientPageView {...props({ role: "SELLER", team: TEAM })} />);
    expect(screen.queryByLabelText("Vendedor responsável")).toBeNull();
    expect(screen.queryByRole("button", { name: /Excluir dados pessoais/ })).toBeNull();
  });

  it("lets the owner pass the client to a seller of the account, never to an admin", () => {
    const reassign = vi.fn();
    renderWithProviders(<ClientPageView {...props({ role: "OWNER", team: TEAM, reassign })} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Vendedor responsável");
    expect(select.value).toBe("u-seller");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Dona Ana", "Vendedor"]);
    fireEvent.change(select, { target: { value: "u-owner" } });
    expect(reassign).toHaveBeenCalledWith("u-owner");
    expect(screen.getByRole("button", { name: /Excluir dados pessoais/ })).toBeTruthy();
  });

  it("selects the client's stage and shows it in the header", () => {
    renderWithProviders(<ClientPageView {...props({ client: clientDetail({ status: "negociacao" }) })} />);
    expect(screen.getByLabelText<HTMLSelectElement>("Etapa de Maria da Silva").value).toBe("negociacao");
    expect(screen.getAllByText("Negociação").length).toBeGreaterThan(0);
  });

  it("offers only the contacts the client has, and logs the call when Ligar is used", () => {
    const logContact = vi.fn();
    const { unmount } = renderWithProviders(<ClientPageView {...props({ logContact })} />);
    const call = screen.getByRole("link", { name: /Ligar/ });
    expect(call.getAttribute("href")).toBe("tel:+5511987654321");
    call.addEventListener("click", (e) => e.preventDefault());
    fireEvent.click(call);
    expect(logContact).toHaveBeenCalledWith("call");
    unmount();
    renderWithProviders(<ClientPageView {...props({ client: clientDetail({ phone: null, email: null }) })} />);
    expect(screen.queryByRole("link", { name: /Ligar/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /E-mail/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Nova proposta para este cliente/ }).getAttribute("href")).toBe(
      "/propostas/generate?client=c1",
    );
  });

  it("hides Editar dados for an erased client and shows the form while editing", () => {
    const { unmount } = renderWithProviders(<ClientPageView {...props({ client: clientDetail({ erased: true }) })} />);
    expect(screen.queryByRole("button", { name: /Editar dados/ })).toBeNull();
    unmount();
    renderWithProviders(<ClientPageView {...props({ editing: true })} />);
    expect(screen.getByRole("heading", { name: "Editar dados" })).toBeTruthy();
    expect(screen.queryByTestId("client-details")).toBeNull();
  });

  it("lists the timeline in pt-BR words", () => {
    renderWithProviders(
      <ClientPageView
        {...props({
          client: clientDetail({
            timeline: [timelineItem("status", "perdido:prazo"), timelineItem("note", "Ligar sexta")],
          }),
        })}
      />,
    );
    const items = within(screen.getByTestId("client-timeline"))
      .getAllByRole("listitem")
      .map((li) => li.querySelector("p")?.textContent);
    expect(items).toEqual(["Etapa: Perdido (Prazo)", "Anotação: Ligar sexta"]);
  });
});
