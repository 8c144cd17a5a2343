import type { Metadata } from "next";
import { PdfImagesScreen } from "~/features/uploads/components";

export const metadata: Metadata = { title: "Imagens do PDF" };

export default function Page() {
  return <PdfImagesScreen />;
}
