export interface InvoicePdfInput {
  workspaceName: string;
  number: string;
  issuedAt: Date;
  description: string;
  amountCents: number;
  status: string;
}

/** WinAnsi (the standard fonts' encoding) cannot draw every character: anything else becomes "?". */
const drawable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");

/** A one-page invoice (sandbox): the workspace, number, date, description, amount in USD and status. */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  // pdf-lib (an eighth of a second to load) only when an invoice is downloaded.
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${input.number}`);
  pdf.setProducer("EngageSuite");
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.39, 0.45, 0.55);
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(input.amountCents / 100);
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(input.issuedAt);

  page.drawText("EngageSuite", { x: 56, y: 770, size: 20, font: bold, color: rgb(0.06, 0.46, 0.43) });
  page.drawText("Invoice", { x: 56, y: 730, size: 16, font: bold, color: ink });
  const rows: [string, string][] = [
    ["Billed to", input.workspaceName],
    ["Invoice number", input.number],
    ["Date", date],
    ["Status", input.status.charAt(0).toUpperCase() + input.status.slice(1)],
  ];
  rows.forEach(([label, value], i) => {
    const y = 696 - i * 22;
    page.drawText(label, { x: 56, y, size: 11, font: regular, color: muted });
    page.drawText(drawable(value), { x: 180, y, size: 11, font: regular, color: ink });
  });
  page.drawLine({ start: { x: 56, y: 590 }, end: { x: 539, y: 590 }, thickness: 1, color: rgb(0.89, 0.91, 0.94) });
  page.drawText("Description", { x: 56, y: 568, size: 11, font: bold, color: ink });
  page.drawText("Amount", { x: 480, y: 568, size: 11, font: bold, color: ink });
  page.drawText(drawable(input.description).slice(0, 80), { x: 56, y: 546, size: 11, font: regular, color: ink });
  page.drawText(amount, { x: 480, y: 546, size: 11, font: regular, color: ink });
  page.drawLine({ start: { x: 56, y: 530 }, end: { x: 539, y: 530 }, thickness: 1, color: rgb(0.89, 0.91, 0.94) });
  page.drawText("Total (USD)", { x: 56, y: 508, size: 12, font: bold, color: ink });
  page.drawText(amount, { x: 480, y: 508, size: 12, font: bold, color: ink });
  return pdf.save({ useObjectStreams: false });
}
