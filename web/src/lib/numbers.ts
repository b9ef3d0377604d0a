/** A number already written with a dot ("40.0") in the reader's language: a decimal comma in Polish ("40,0"). */
export function localDecimal(text: string, lang: string | undefined): string {
  return lang?.startsWith('pl') ? text.replace(/(\d)\.(\d)/g, '$1,$2') : text;
}
