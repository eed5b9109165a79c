import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * The text drawn on a pdf-lib PDF, page by page: each page's content streams decoded by pdf-lib
 * itself (a regular expression over the file's bytes loses a stream whose compressed bytes happen
 * to hold "endstream"), their hex strings read back as WinAnsi (latin1 for what we draw).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const entry of streams) {
      const stream = doc.context.lookup(entry as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
        texts.push(Buffer.from(hex[1] ?? "", "hex").toString("latin1"));
      }
    }
  }
  return texts.join("\n");
}
