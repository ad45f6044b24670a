/** Shared text rules of the API (D7): control characters are never part of a code or name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}
