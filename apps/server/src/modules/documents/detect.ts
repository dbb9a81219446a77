import { DOCUMENT_TYPES, type DocumentContentType } from "@engagesuite/shared";
import { fileTypeFromBuffer } from "file-type";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Text a person would open in an editor: valid UTF-8 with no NUL (a binary file is neither). */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    // Markup (HTML, SVG, XML) is not plain text: a browser or a viewer would run or render it.
    return !/^\uFEFF?\s*</.test(utf8.decode(bytes));
  } catch {
    return false;
  }
}

/**
 * The document's type read from its bytes (magic numbers; for Office files, the ZIP's entries), never from its name
 * or the browser's claim; null when it is not a type the portal shares. A name ending in `.csv` only decides between
 * two kinds of text.
 */
export async function detectDocumentType(bytes: Buffer, name: string): Promise<DocumentContentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime in DOCUMENT_TYPES ? (detected.mime as DocumentContentType) : null;
  if (!isPlainText(bytes)) return null;
  return /\.csv$/i.test(name) ? "text/csv" : "text/plain";
}
