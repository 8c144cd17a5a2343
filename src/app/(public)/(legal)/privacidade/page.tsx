import type { Metadata } from "next";
import { LegalDocument } from "~/features/terms/components";
import { env } from "~/env";
import { PRIVACY } from "~/features/terms";

export const metadata: Metadata = { title: "Política de Privacidade" };

export default function PrivacyPage() {
  return <LegalDocument text={PRIVACY} operator={env.COMPANY_REGISTRATION} />;
}
