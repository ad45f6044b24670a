/** `<base>/new` creates, `<base>/12` opens record 12, `<base>` shows the list alone. */
export function panelOf(path: string, base: string): { open: boolean; id?: number } {
  const rest = path.slice(base.length).replace(/^\//, '');
  if (rest === '') return { open: false };
  if (rest === 'new') return { open: true };
  const id = Number(rest);
  return Number.isInteger(id) && id > 0 ? { open: true, id } : { open: false };
}
