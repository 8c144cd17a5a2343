"use client";

import { Spinner } from "~/components/ui/spinner";

/** Full-screen spinner while the user's settings load (see useSettingsLoading). */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      data-testid="loading-overlay"
      className="fixed inset-0 z-[55] flex items-center justify-center bg-bg/85 backdrop-blur-sm"
    >
      <Spinner className="size-10" label="Carregando seus dados" />
    </div>
  );
}
