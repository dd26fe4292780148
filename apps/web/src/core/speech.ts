import type { Language } from '@quire/contracts';

/** Whether the browser can speak (spec §8: where it cannot, the user is told once to use Chrome). Used by notices and by failing scanning calls. */
export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

/** Speaks a text in the user's language (the voice of that language, when the browser has one). */
export function speak(text: string, language: Language): void {
  if (!speechSupported()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language;
  const voice = window.speechSynthesis
    .getVoices()
    .find((v) => v.lang.replace('_', '-').toLowerCase().startsWith(language.slice(0, 2).toLowerCase()));
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
}
