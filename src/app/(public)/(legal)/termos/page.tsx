import type { Metadata } from "next";
import { LegalDocument } from "~/features/terms/components";
import { env } from "~/env";
import { TERMS } from "~/features/terms";

export const metadata: Metadata = { title: "Termos de Uso" };

export default function TermsPage() {
  return <LegalDocument text={TERMS} operator={env.COMPANY_REGISTRATION} />;
}
