import type { Metadata, Viewport } from "next";
import { Toaster } from "sonner";
import { TRPCReactProvider } from "~/trpc/react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Consórcio Pro", template: "%s · Consórcio Pro" },
  description: "Simuladores e propostas de consórcio × financiamento para vendedores de consórcio.",
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className="dark" suppressHydrationWarning>
      <body className="min-h-dvh antialiased">
        <TRPCReactProvider>{children}</TRPCReactProvider>
        <Toaster position="top-right" duration={5000} richColors closeButton />
      </body>
    </html>
  );
}
