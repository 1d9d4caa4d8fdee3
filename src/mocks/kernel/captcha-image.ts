import type { Rng } from './random';

/** Draws a captcha code as an SVG data URL: tilted letters over a few noise lines and dots. */

const WIDTH = 110;
const HEIGHT = 40;
const INK = ['#1f3a93', '#8e2c2c', '#2d6a4f', '#5b3a8c', '#a0522d'];

export function captchaSvgDataUrl(code: string, rng: Rng): string {
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [rng.int(0, WIDTH), rng.int(0, HEIGHT), rng.int(0, WIDTH), rng.int(0, HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${rng.pick(INK)}" stroke-width="1" opacity="0.6"/>`;
  });
  const dots = Array.from(
    { length: 24 },
    () => `<circle cx="${rng.int(0, WIDTH)}" cy="${rng.int(0, HEIGHT)}" r="1" fill="${rng.pick(INK)}" opacity="0.5"/>`,
  );
  const step = WIDTH / (code.length + 1);
  const letters = [...code].map((char, index) => {
    const x = Math.round(step * (index + 1));
    const y = 28 + rng.int(-3, 3);
    const angle = rng.int(-25, 25);
    return `<text x="${x}" y="${y}" fill="${rng.pick(INK)}" font-size="24" font-family="Verdana, Arial, sans-serif" font-weight="bold" text-anchor="middle" transform="rotate(${angle} ${x} ${y})">${char}</text>`;
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f4f1ea"/>`,
    ...dots,
    ...letters,
    ...lines,
    '</svg>',
  ].join('');
  // The markup is ASCII only (the alphabet is A–Z and digits), so btoa is safe here.
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
