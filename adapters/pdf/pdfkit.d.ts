/** The part of pdfkit 0.20 (react-pdf's PDF writer) this adapter uses; the package ships no type declarations. */
declare module 'pdfkit' {
  export interface PdfDocumentOptions {
    readonly compress: boolean;
    readonly autoFirstPage: boolean;
    readonly displayTitle: boolean;
    readonly info: Readonly<Record<string, string | Date>>;
  }

  export default class PDFDocument {
    constructor(options: PdfDocumentOptions);
    addPage(options: { size: [number, number]; margin: number }): this;
    font(file: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    lineWidth(width: number): this;
    strokeColor(color: string): this;
    stroke(): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color: string): this;
    dash(length: number, options: { space: number }): this;
    save(): this;
    restore(): this;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
  }
}
