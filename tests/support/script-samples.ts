/**
 * A sentence in each script the fallback fonts print that DejaVu Sans does not, as users type
 * them; `copiedAsTyped` when the text copied out of a PDF reads as typed. Elsewhere shaping draws
 * a vowel sign before its consonant or in two parts, and the copy follows the drawing (pdfkit
 * maps each glyph to the characters it came from); Noto Emoji, being monochrome, draws 👍🏽 as 👍.
 */
export interface ScriptSample {
  readonly sentence: string;
  readonly copiedAsTyped: boolean;
}

export const SCRIPT_SAMPLES: Readonly<Record<string, ScriptSample>> = {
  Hindi: { sentence: 'क्षत्रिय हिन्दी में कार्य सूची', copiedAsTyped: false },
  Marathi: { sentence: 'मराठी भाषेतील कामाची यादी', copiedAsTyped: false },
  Bengali: { sentence: 'বাংলা ভাষায় কাজের তালিকা।', copiedAsTyped: false },
  Punjabi: { sentence: 'ਪੰਜਾਬੀ ਵਿੱਚ ਕੰਮ ਦੀ ਸੂਚੀ', copiedAsTyped: false },
  Gujarati: { sentence: 'ગુજરાતીમાં કામની યાદી', copiedAsTyped: false },
  Odia: { sentence: 'ଓଡ଼ିଆରେ କାମର ତାଲିକା', copiedAsTyped: false },
  Tamil: { sentence: 'தமிழில் பணிப் பட்டியல் தேவை', copiedAsTyped: false },
  Telugu: { sentence: 'తెలుగులో పనుల జాబితా', copiedAsTyped: false },
  Kannada: { sentence: 'ಕನ್ನಡದಲ್ಲಿ ಕೆಲಸದ ಪಟ್ಟಿ', copiedAsTyped: false },
  Malayalam: { sentence: 'മലയാളത്തിൽ ജോലികളുടെ പട്ടിക', copiedAsTyped: false },
  Sinhala: { sentence: 'සිංහලෙන් වැඩ ලැයිස්තුව', copiedAsTyped: false },
  // SARA AM (ำ) is drawn as two glyphs and copied out as ำา.
  Thai: { sentence: 'รายการงานที่ต้องทำภาษาไทย', copiedAsTyped: false },
  Lao: { sentence: 'ລາຍການວຽກພາສາລາວ', copiedAsTyped: true },
  Khmer: { sentence: 'បញ្ជីការងារជាភាសាខ្មែរ', copiedAsTyped: false },
  Burmese: { sentence: 'မြန်မာဘာသာဖြင့် အလုပ်စာရင်း', copiedAsTyped: false },
  Amharic: { sentence: 'የሥራ ዝርዝር በአማርኛ', copiedAsTyped: true },
  Georgian: { sentence: 'სამუშაოების სია ქართულად ᲡᲘᲐ', copiedAsTyped: true },
  Armenian: { sentence: 'Աշխատանքների ցանկ 500 ֏', copiedAsTyped: true },
  Tibetan: { sentence: 'བོད་ཡིག་གི་ལས་ཀའི་ཐོ་', copiedAsTyped: true },
  emoji: { sentence: 'Party 🎉 done ✅ 👍🏽 🇫🇷 👨‍👩‍👧 ❤️ 1️⃣', copiedAsTyped: false },
};

/**
 * The characters of a text a copy keeps whatever the shaping: letters, digits, punctuation and
 * pictographs, each as often as it occurs; marks, skin tones and invisible joiners aside.
 */
export function lettersOf(text: string): string[] {
  return [...text].filter((character) =>
    /[\p{L}\p{N}\p{P}\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(character),
  );
}

/** Whether every letter, digit, punctuation mark and pictograph of `expected` is in `actual`, as often. */
export function holdsLetters(actual: string, expected: string): boolean {
  const available = new Map<string, number>();
  for (const character of lettersOf(actual)) available.set(character, (available.get(character) ?? 0) + 1);
  return lettersOf(expected).every((character) => {
    const left = available.get(character) ?? 0;
    available.set(character, left - 1);
    return left > 0;
  });
}
