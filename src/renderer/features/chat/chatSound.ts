/**
 * The new-message chime of a minimised chat (spec 01 §4), synthesised with Web Audio so it needs
 * no file and no network. Browsers refuse sound before the first click on the page: then it is
 * skipped (the red border still shows).
 */
let context: AudioContext | null = null;

export function playChatSound(): void {
  const Ctor = globalThis.AudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const start = now + i * 0.16;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
      osc.connect(gain).connect(context!.destination);
      osc.start(start);
      osc.stop(start + 0.32);
    });
  } catch (e) {
    console.warn('[chat] som de nova mensagem indisponível', e);
  }
}
