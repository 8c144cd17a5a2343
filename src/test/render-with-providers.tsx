// Renders a view under the providers its children's hooks read (React Query, tRPC, the shell's
// context), for the components project. The tRPC link answers nothing: a query stays loading and a
// mutation pending, so a test sees what the view draws from its props alone.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createTRPCClient } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { ReactElement } from "react";
import type { AppRouter } from "~/trpc/app-router";
import { TRPCProvider } from "~/trpc/react";

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [() => () => observable(() => undefined)] });
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {ui}
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
