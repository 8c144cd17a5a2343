import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { saveButtonState } from "./generator-decisions";
import { GeneratorSaveButton } from "./generator-kind-editor";

describe("the generator's save button", () => {
  it("says Salvar proposta and saves on a click before any save", () => {
    const onClick = vi.fn();
    render(<GeneratorSaveButton pending={false} state={saveButtonState(null, "form-a")} onClick={onClick} />);
    const button = screen.getByTestId<HTMLButtonElement>("save-proposal");
    expect(button.textContent?.trim()).toBe("Salvar proposta");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("says Salva and is disabled after a save until the form changes", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <GeneratorSaveButton pending={false} state={saveButtonState("form-a", "form-a")} onClick={onClick} />,
    );
    const button = screen.getByTestId<HTMLButtonElement>("save-proposal");
    expect(button.textContent?.trim()).toBe("Salva");
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<GeneratorSaveButton pending={false} state={saveButtonState("form-a", "form-b")} onClick={onClick} />);
    expect(button.textContent?.trim()).toBe("Salvar proposta");
    expect(button.disabled).toBe(false);
  });

  it("is busy and refuses a second click while the save is on its way", () => {
    render(<GeneratorSaveButton pending state={saveButtonState(null, "form-a")} onClick={vi.fn()} />);
    const button = screen.getByTestId<HTMLButtonElement>("save-proposal");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.disabled).toBe(true);
  });
});
