"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef } from "react";
import { cn } from "./cn";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

type ContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** false: Esc, outside clicks and the close button leave the dialog open (the terms modal). */
  dismissible?: boolean;
  /** "sheet" slides in from the left edge (the phone navigation). */
  placement?: "center" | "sheet";
};

const prevent = (event: Event) => event.preventDefault();

export function DialogContent({
  dismissible = true,
  placement = "center",
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ContentProps) {
  // Focus goes back to whatever opened the dialog. Radix returns it only to a <DialogTrigger>; a
  // dialog opened from a plain button or a row action would otherwise drop focus to <body>.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/55 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        onEscapeKeyDown={dismissible ? undefined : prevent}
        onPointerDownOutside={dismissible ? undefined : prevent}
        onInteractOutside={dismissible ? undefined : prevent}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves into the dialog: the focused element is still the opener.
          opener.current =
            document.activeElement instanceof HTMLElement && document.activeElement !== document.body
              ? document.activeElement
              : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cn(
          "fixed z-[61] border border-border bg-surface text-text shadow-2xl outline-none",
          placement === "center"
            ? "left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 data-[state=open]:animate-[dialog-in_180ms_ease-out]"
            : "inset-y-0 left-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto rounded-r-2xl p-4 data-[state=open]:animate-[sheet-in_200ms_ease-out]",
          className,
        )}
        {...props}
      >
        {children}
        {dismissible ? (
          <DialogPrimitive.Close
            className="absolute right-3 top-3 rounded-md p-1.5 text-muted transition hover:bg-surface-2 hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
            aria-label="Fechar"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        ) : (
          // The spec's "empty close area": present where the close button sits, does nothing.
          <span className="absolute right-3 top-3 size-7" aria-hidden data-testid="dialog-close-area" />
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
