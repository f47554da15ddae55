import type { CrashRules } from '@prime/contract';

/**
 * The rising curve on a canvas: time to the right, the multiplier up, scaled so the curve
 * always fits, with a rocket at its tip; red once crashed. The canvas is decoration only
 * (aria-hidden): the multiplier and the phase are text beside it.
 */
export const createCurve = (canvas: HTMLCanvasElement, rules: CrashRules) => {
  const colour = (name: string, fallback: string) =>
    getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

  const draw = (elapsedMs: number, multiplier: number, crashed: boolean) => {
    const context = canvas.getContext('2d');
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.clearRect(0, 0, width, height);
    const seconds = Math.max(8, (elapsedMs / 1_000) * 1.15);
    const top = Math.max(2, multiplier * 1.15);
    const pad = 12 * ratio;
    const x = (s: number) => pad + ((width - 2 * pad) * s) / seconds;
    const y = (m: number) => height - pad - ((height - 2 * pad) * (m - 1)) / (top - 1);

    context.strokeStyle = colour('--theme-reel-border', '#ff6b35');
    context.globalAlpha = 0.25;
    context.lineWidth = ratio;
    for (let m = 1; m <= top; m += top > 20 ? Math.ceil(top / 5) : top > 5 ? 1 : 0.5) {
      context.beginPath();
      context.moveTo(pad, y(m));
      context.lineTo(width - pad, y(m));
      context.stroke();
    }
    context.globalAlpha = 1;
    if (elapsedMs <= 0) return;

    const end = elapsedMs / 1_000;
    context.strokeStyle = crashed
      ? colour('--theme-highlight', '#ff3864')
      : colour('--theme-accent', '#ffb703');
    context.lineWidth = 4 * ratio;
    context.beginPath();
    const steps = 60;
    for (let i = 0; i <= steps; i += 1) {
      const s = (end * i) / steps;
      const m = Math.min(multiplier, Math.exp(rules.growth_per_second * s));
      if (i === 0) context.moveTo(x(s), y(m));
      else context.lineTo(x(s), y(m));
    }
    context.stroke();
    context.font = `${Math.round(22 * ratio)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(crashed ? '💥' : '🚀', x(end), y(multiplier));
  };

  return { draw };
};
