import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speechSupported } from './speech';

type Spoken = { text: string; lang: string; voice: unknown };

function installSpeech(voices: { lang: string; name: string }[]) {
  const spoken: Spoken[] = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (u: Spoken) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice }),
  });
  return spoken;
}

afterEach(() => vi.unstubAllGlobals());

describe('voice announcements', () => {
  it('speaks in the user’s language, with a voice of that language when the browser has one', () => {
    const spoken = installSpeech([
      { lang: 'en-US', name: 'English' },
      { lang: 'id_ID', name: 'Indonesia' },
    ]);
    expect(speechSupported()).toBe(true);
    speak('Pengumuman baru: libur', 'id-ID');
    speak('您有一条新的通知公告：春节放假', 'zh-CN');
    expect(spoken).toEqual([
      { text: 'Pengumuman baru: libur', lang: 'id-ID', voice: { lang: 'id_ID', name: 'Indonesia' } },
      { text: '您有一条新的通知公告：春节放假', lang: 'zh-CN', voice: null },
    ]);
  });

  it('knows a browser without speech synthesis (the user is told to use Chrome)', () => {
    expect('speechSynthesis' in window).toBe(false);
    expect(speechSupported()).toBe(false);
    expect(() => speak('x', 'en-US')).not.toThrow();
  });
});
