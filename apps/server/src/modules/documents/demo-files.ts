import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";

/**
 * The demo workspace's documents, made here rather than kept as binary files: a one-page PDF with a few lines of
 * text, and a small PNG. The demo seed writes only their rows (it has no file storage); the file route serves these
 * bytes for a demo document whose object is not in the storage (matched by the row's SHA-256).
 */

/** A one-page PDF (Helvetica, one line per entry), with a correct cross-reference table. */
export function onePagePdf(title: string, lines: readonly string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    "BT /F1 20 Tf 72 720 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 12 Tf 0 -36 Td",
    ...lines.map((line) => `(${pdfText(line)}) Tj 0 -18 Td`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG: a diagonal gradient between two colours (RGB, 8 bits). */
export function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2);
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface DemoFile {
  name: string;
  contentType: string;
  direction: "to_client" | "from_client";
  /** Days before the seed. */
  daysAgo: number;
  bytes: Buffer;
}

export const DEMO_FILES: readonly DemoFile[] = [
  {
    name: "Welcome to Demo Health Clinic.pdf",
    contentType: "application/pdf",
    direction: "to_client",
    daysAgo: 21,
    bytes: onePagePdf("Welcome to Demo Health Clinic", [
      "We are glad to have you as a patient.",
      "Your patient portal shows your documents, appointments and requests.",
      "Questions? Call us at (555) 010-4477.",
    ]),
  },
  {
    name: "Lab results - blood panel.pdf",
    contentType: "application/pdf",
    direction: "to_client",
    daysAgo: 9,
    bytes: onePagePdf("Lab results: blood panel", [
      "Haemoglobin: 14.1 g/dL (normal)",
      "Cholesterol, total: 182 mg/dL (normal)",
      "Vitamin D: 31 ng/mL (normal)",
      "Dr. Avery Morgan reviewed these results. No follow-up needed.",
    ]),
  },
  {
    name: "Aftercare instructions.txt",
    contentType: "text/plain",
    direction: "to_client",
    daysAgo: 2,
    bytes: Buffer.from(
      "Aftercare instructions\n\n- Keep the dressing dry for 48 hours.\n- Take ibuprofen for pain as needed.\n- Call us if the redness spreads.\n",
    ),
  },
  {
    name: "Insurance card.png",
    contentType: "image/png",
    direction: "from_client",
    daysAgo: 5,
    bytes: gradientPng(320, 200, [15, 118, 110], [56, 189, 248]),
  },
];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const BY_HASH = new Map(DEMO_FILES.map((file) => [sha256(file.bytes), file.bytes]));

/** A demo document's bytes by its SHA-256 (undefined for any other file). */
export const demoFileBytes = (hash: string): Buffer | undefined => BY_HASH.get(hash);
export const demoFileHash = sha256;
