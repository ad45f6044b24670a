/** The file name the service gives a download, from `Content-Disposition`. */
export const fileNameOf = (response: Response, fallback: string): string =>
  response.headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

/** Saves a downloaded body under its name, as a link to it clicked would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
