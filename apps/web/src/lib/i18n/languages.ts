// The portal's languages: Vietnamese first, English second.
export const SUPPORTED_LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
export const LANGUAGE_STORAGE_KEY = 'language';

export function asLanguage(value: string | null | undefined): Language | undefined {
  const short = value?.trim().toLowerCase().slice(0, 2);
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(short ?? '') ? (short as Language) : undefined;
}
