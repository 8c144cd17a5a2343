import { Alert } from "~/components/ui/alert";
import { pdfNameNotice } from "../pdf/glyphs";

/** Tells the seller, after a save, which characters of the client's name the PDF drops (an emoji). */
export function PdfNameNotice({ name }: { name: string }) {
  const notice = pdfNameNotice(name);
  return notice ? (
    <div data-testid="pdf-name-notice">
      <Alert title={notice} />
    </div>
  ) : null;
}
