import type { Metadata } from "next";
import { PdfImagesScreen } from "~/features/uploads/components/pdf-images-screen";

export const metadata: Metadata = { title: "Imagens do PDF" };

export default function Page() {
  return <PdfImagesScreen />;
}
