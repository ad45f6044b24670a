/** Where a problem is in the file: `line 4: status` (CSV), `[3].label` (JSON, counted from 0). */
export function locate(path: string): { where: string; column: string } {
  const line = path.match(/^line (\d+)(?::\s*(.*))?$/);
  if (line) return { where: `line ${line[1]}`, column: line[2] ?? '' };
  const element = path.match(/^\[(\d+)\]\.?(.*)$/);
  if (element) return { where: `element ${Number(element[1]) + 1}`, column: element[2] ?? '' };
  return { where: '', column: path };
}
