/** Headers of a PDF shown in the browser (D9, spec 4.7 rule 1). */
export function inlinePdf(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`,
    'Cache-Control': 'no-store',
  };
}

/**
 * Codes may hold any printable character; the quoted `filename` keeps letters, digits, `.`, `_`
 * and `-` (no quote, backslash or path separator can break out), and `filename*` carries the
 * exact name for clients that read it (RFC 6266).
 */
function asciiFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
