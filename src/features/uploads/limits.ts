// What POST /api/uploads accepts, and the pt-BR messages of every refusal. Client-safe and free of
// zod: the upload screens show the same limits before sending (schema.ts holds the zod schemas).

export const UPLOAD_KINDS = ["avatar_black", "avatar_white", "avatar_mark", "pdf_image"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** 2 MB per file (product decisions: "at most 2 MB each"). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const MAX_PDF_IMAGES = 10;
/** Stored bytes per account (logos and PDF images together). */
export const MAX_ACCOUNT_STORAGE_BYTES = 30 * 1024 * 1024;
export const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const UPLOAD_MESSAGES = {
  tooLarge: "A imagem passa de 2 MB. Envie um arquivo menor (PNG, JPEG ou WebP de até 2 MB).",
  tooManyPixels: "A imagem tem dimensões grandes demais (mais de 40 megapixels). Reduza-a e envie de novo.",
  svg: "Imagens SVG não são aceitas. Envie o logotipo em PNG, JPEG ou WebP.",
  notImage: "O arquivo não é uma imagem PNG, JPEG ou WebP (o conteúdo foi verificado, não só o nome).",
  polyglot: "O arquivo traz conteúdo além da imagem e foi recusado. Exporte-o de novo como PNG, JPEG ou WebP.",
  corrupt: "Não foi possível ler a imagem: o arquivo parece corrompido ou incompleto.",
  noFile: "Escolha um arquivo de imagem para enviar.",
  badKind: "Tipo de imagem inválido: use avatar_black, avatar_white, avatar_mark ou pdf_image.",
  notMultipart: "Envie o arquivo como multipart/form-data, com os campos kind e file.",
  pdfLimit: `O PDF aceita no máximo ${MAX_PDF_IMAGES} imagens. Remova uma antes de enviar outra.`,
  notFound: "Imagem não encontrada.",
  quota: "Limite de armazenamento da conta atingido (30 MB). Apague imagens que não usa para enviar novas.",
} as const;
