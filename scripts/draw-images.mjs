// `node scripts/draw-images.mjs`: draws the site's illustrations into content/images/ as SVG, in the
// site's colours (styles/tokens.css). The build turns each into AVIF, WebP and PNG at the sizes the
// pages need. Run it again after changing a drawing here; edit or replace the SVGs freely otherwise.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'content', 'images');
const W = 1600;
const H = 1200;
const ink = '#0f172a';
const tones = {
  indigo: ['#4338ca', '#6d28d9'],
  violet: ['#6d28d9', '#be185d'],
  night: ['#0b1030', '#1b1450'],
  dawn: ['#e0e7ff', '#fce7f3'],
  teal: ['#0f766e', '#4338ca'],
  sun: ['#f59e0b', '#db2777'],
};
const skins = ['#8d5524', '#c68642', '#e0ac69', '#a0522d', '#7b4a2a', '#d19a6a'];
const hairs = ['#1f1512', '#2b1d16', '#3b2a20', '#111111'];

const rect = (x, y, w, h, fill, r = 0, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

// Drawn on a 1600 × 1200 grid, saved at 1200 × 900: the widest the pages need (960 px) and no more.
function scene(tone, body, { w = W, h = H, scale = 0.75 } = {}) {
  const [a, b] = tones[tone];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * scale}" height="${h * scale}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<linearGradient id="brand" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4f46e5"/><stop offset=".5" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
${rect(0, 0, w, h, 'url(#bg)')}
${circle(w * 0.85, h * 0.18, h * 0.28, '#ffffff', 'opacity=".08"')}${circle(w * 0.1, h * 0.9, h * 0.35, '#ffffff', 'opacity=".06"')}
${body}
</svg>
`;
}

/** A person from the chest up: head, hair, shoulders in a shirt. */
function person(x, y, s, i, long = i % 2 === 0) {
  const skin = skins[i % skins.length];
  const hair = hairs[i % hairs.length];
  const shirt = ['#4f46e5', '#db2777', '#0f766e', '#f59e0b', '#7c3aed', '#0ea5e9'][i % 6];
  return `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-120 260 C-120 140 -60 110 0 110 C60 110 120 140 120 260 Z" fill="${shirt}"/>
${rect(-26, 70, 52, 60, skin, 12)}
${long ? `<path d="M-78 10 C-80 -70 80 -70 78 10 L82 120 L-82 120 Z" fill="${hair}"/>` : ''}
<ellipse cx="0" cy="20" rx="62" ry="74" fill="${skin}"/>
<path d="M-64 0 C-60 -70 60 -70 64 0 C40 -30 -40 -30 -64 0 Z" fill="${hair}"/>
${circle(-22, 20, 6, ink)}${circle(22, 20, 6, ink)}
<path d="M-20 52 Q0 68 20 52" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
</g>`;
}

function laptop(x, y, s, screen) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
${rect(0, 0, 640, 400, '#1e293b', 24)}${rect(20, 20, 600, 360, '#0b1030', 10)}
<g transform="translate(20 20)">${screen}</g>
<path d="M-60 400 H700 L660 440 H-20 Z" fill="#cbd5e1"/>${rect(260, 400, 120, 12, '#94a3b8', 6)}
</g>`;
}

function codeLines(rows = 9) {
  const colors = ['#a5b4fc', '#f0abfc', '#fde68a', '#86efac', '#e0e7ff'];
  let out = '';
  for (let i = 0; i < rows; i++) {
    const indent = [0, 1, 2, 2, 1, 2, 3, 1, 0][i % 9] * 30;
    out += rect(30 + indent, 30 + i * 36, 80 + ((i * 97) % 260), 14, colors[i % colors.length], 7);
    out += rect(130 + indent + ((i * 97) % 260), 30 + i * 36, 60, 14, colors[(i + 2) % colors.length], 7, 'opacity=".7"');
  }
  return out;
}

function chart(wd = 600, ht = 360) {
  let bars = '';
  [0.35, 0.5, 0.42, 0.62, 0.58, 0.8, 0.92].forEach((v, i) => {
    bars += rect(40 + i * 74, ht - 40 - v * (ht - 120), 44, v * (ht - 120), i === 6 ? '#f0abfc' : '#818cf8', 8);
  });
  return `${rect(0, 0, wd, ht, '#111843', 10)}${rect(30, 24, 180, 16, '#e0e7ff', 8)}${rect(wd - 150, 20, 120, 28, '#22c55e', 14)}${bars}
<polyline points="60,${ht - 110} 140,${ht - 140} 210,${ht - 125} 290,${ht - 190} 360,${ht - 180} 430,${ht - 250} 510,${ht - 290}" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function phone(x, y, s, screen) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
${rect(0, 0, 300, 600, '#0f172a', 44)}${rect(14, 14, 272, 572, '#f8fafc', 32)}${rect(110, 26, 80, 16, '#0f172a', 8)}
<g transform="translate(14 56)">${screen}</g></g>`;
}

function appGrid() {
  const c = ['#4f46e5', '#db2777', '#f59e0b', '#22c55e', '#0ea5e9', '#7c3aed', '#ef4444', '#14b8a6', '#e11d48', '#6366f1', '#84cc16', '#f97316'];
  let out = '';
  for (let i = 0; i < 12; i++) out += rect(24 + (i % 3) * 82, 30 + Math.floor(i / 3) * 100, 62, 62, c[i], 16);
  return out;
}

function webPage() {
  return `${rect(16, 16, 240, 120, 'url(#brand)', 14)}${rect(16, 156, 160, 16, '#334155', 8)}${rect(16, 186, 220, 12, '#94a3b8', 6)}${rect(16, 208, 200, 12, '#94a3b8', 6)}
${rect(16, 240, 110, 110, '#e0e7ff', 12)}${rect(146, 240, 110, 110, '#fce7f3', 12)}${rect(16, 370, 240, 44, '#4f46e5', 22)}`;
}

function chat() {
  return `${rect(0, 0, 272, 60, '#128c4b')}${circle(36, 30, 18, '#dcfce7')}${rect(66, 22, 120, 16, '#dcfce7', 8)}
${rect(20, 90, 190, 56, '#e2e8f0', 16)}${rect(62, 166, 190, 56, '#bbf7d0', 16)}${rect(20, 242, 150, 56, '#e2e8f0', 16)}${rect(82, 318, 170, 56, '#bbf7d0', 16)}${rect(20, 420, 232, 44, '#f1f5f9', 22)}`;
}

function table(x, y, wd) {
  return `${rect(x, y, wd, 40, '#f8fafc', 20)}<path d="M${x + 60} ${y + 40} L${x + 40} ${y + 300} M${x + wd - 60} ${y + 40} L${x + wd - 40} ${y + 300}" stroke="#cbd5e1" stroke-width="18" stroke-linecap="round"/>`;
}

function miniLaptop(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 0, 200, 130, '#334155', 10)}${rect(10, 10, 180, 110, '#c7d2fe', 6)}<path d="M-20 130 H220 L206 146 H-6 Z" fill="#e2e8f0"/></g>`;
}

function swatches(x, y) {
  const c = ['#4f46e5', '#7c3aed', '#db2777', '#f59e0b', '#22c55e', '#0ea5e9'];
  return c.map((col, i) => `<g transform="translate(${x + i * 70} ${y}) rotate(${-20 + i * 8})">${rect(0, 0, 90, 260, '#ffffff', 12)}${rect(8, 8, 74, 170, col, 8)}${rect(14, 196, 60, 12, '#cbd5e1', 6)}</g>`).join('');
}

function camera(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 60, 520, 320, '#111827', 40)}${rect(60, 20, 160, 70, '#1f2937', 18)}
${circle(300, 220, 130, '#374151')}${circle(300, 220, 96, '#0b1030')}${circle(300, 220, 56, '#4338ca')}${circle(280, 196, 18, '#c7d2fe', 'opacity=".8"')}
${circle(460, 110, 16, '#ef4444')}${rect(40, 130, 90, 40, '#4b5563', 10)}</g>`;
}

function timeline() {
  const c = ['#818cf8', '#f0abfc', '#fde68a', '#86efac', '#7dd3fc'];
  let clips = '';
  for (let t = 0; t < 4; t++) for (let i = 0; i < 5; i++) clips += rect(30 + i * 112 + (t % 2) * 30, 190 + t * 40, 90 + ((i + t) % 3) * 10, 30, c[(i + t) % 5], 6);
  return `${rect(0, 0, 600, 360, '#111843', 10)}${rect(150, 20, 300, 150, '#1e1b4b', 8)}<path d="M280 60 L340 95 L280 130 Z" fill="#e0e7ff"/>${clips}${rect(300, 180, 4, 170, '#ef4444')}`;
}

function board() {
  const c = ['#fde68a', '#fbcfe8', '#c7d2fe', '#bbf7d0'];
  let notes = '';
  for (let i = 0; i < 12; i++) notes += `<g transform="translate(${120 + (i % 4) * 250} ${180 + Math.floor(i / 4) * 190}) rotate(${((i % 3) - 1) * 3})">${rect(0, 0, 190, 150, c[i % 4], 8)}${rect(20, 30, 130, 12, '#475569', 6, 'opacity=".5"')}${rect(20, 56, 100, 12, '#475569', 6, 'opacity=".4"')}</g>`;
  return `${rect(80, 120, 1040, 620, '#f8fafc', 24)}${notes}`;
}

function monitor(x, y, s, screen) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 0, 640, 400, '#1e293b', 20)}<g transform="translate(20 20)">${screen}</g>${rect(280, 400, 80, 90, '#94a3b8')}${rect(200, 480, 240, 20, '#cbd5e1', 10)}</g>`;
}

function layoutScreen() {
  return `${rect(0, 0, 600, 360, '#f8fafc', 8)}${rect(20, 20, 360, 200, 'url(#brand)', 10)}${rect(400, 20, 180, 90, '#fde68a', 10)}${rect(400, 130, 180, 90, '#c7d2fe', 10)}
${rect(20, 240, 260, 18, '#334155', 9)}${rect(20, 272, 200, 12, '#94a3b8', 6)}${rect(300, 240, 280, 100, '#fce7f3', 10)}${circle(60, 320, 24, '#7c3aed')}`;
}

function cart() {
  return `${webPage()}<g transform="translate(170 30)">${circle(30, 30, 30, '#f59e0b')}<text x="30" y="40" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">3</text></g>`;
}


// Primitives of the second set of scenes (#37: no page shows one picture twice).
function browser(x, y, s, screen) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 0, 640, 440, '#1e293b', 22)}${circle(30, 30, 9, '#f87171')}${circle(58, 30, 9, '#fbbf24')}${circle(86, 30, 9, '#4ade80')}${rect(120, 18, 420, 24, '#334155', 12)}
${rect(20, 60, 600, 360, '#f8fafc', 8)}<g transform="translate(20 60)">${screen}</g></g>`;
}

const pin = (x, y, s, fill) => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C-70 -80 -70 -170 0 -170 C70 -170 70 -80 0 0 Z" fill="${fill}"/>${circle(0, -110, 28, '#ffffff')}</g>`;
const star = (x, y, r, fill) => `<path d="M${x} ${y - r} L${x + r * 0.29} ${y - r * 0.4} L${x + r * 0.95} ${y - r * 0.31} L${x + r * 0.47} ${y + r * 0.15} L${x + r * 0.59} ${y + r * 0.81} L${x} ${y + r * 0.5} L${x - r * 0.59} ${y + r * 0.81} L${x - r * 0.47} ${y + r * 0.15} L${x - r * 0.95} ${y - r * 0.31} L${x - r * 0.29} ${y - r * 0.4} Z" fill="${fill}"/>`;
const heart = (x, y, s, fill) => `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C-60 -10 -40 -60 0 -30 C40 -60 60 -10 0 30 Z" fill="${fill}"/>`;
const stars = (x, y, r, n = 5) => Array.from({ length: n }, (_, i) => star(x + i * r * 2.3, y, r, '#f59e0b')).join('');
const lines = (x, y, widths, fill = '#94a3b8', h = 12, gap = 26) => widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('');

function results(ad) {
  let out = `${rect(30, 24, 400, 36, '#ffffff', 18, 'stroke="#c7d2fe" stroke-width="4"')}${circle(405, 42, 10, 'none', 'stroke="#4f46e5" stroke-width="4"')}`;
  for (let i = 0; i < 3; i++) {
    const y = 86 + i * 90;
    if (i === 0) out += rect(20, y - 10, 560, 80, ad ? '#fef3c7' : '#e0e7ff', 12);
    out += `${i === 0 && ad ? rect(36, y, 44, 20, '#f59e0b', 6) : ''}${rect(i === 0 && ad ? 92 : 36, y, 220, 18, i === 0 ? '#4338ca' : '#6366f1', 9)}${lines(36, y + 30, [480, 360], '#94a3b8', 10, 18)}`;
  }
  return out;
}

function gauge(cx, cy, r) {
  const arc = (a0, a1, col) => {
    const p = (a) => `${cx + r * Math.cos(Math.PI * (1 + a))} ${cy + r * Math.sin(Math.PI * (1 + a))}`;
    return `<path d="M${p(a0)} A${r} ${r} 0 0 1 ${p(a1)}" stroke="${col}" stroke-width="${r * 0.22}" fill="none"/>`;
  };
  const a = Math.PI * 1.82;
  return `${arc(0, 0.32, '#ef4444')}${arc(0.34, 0.64, '#f59e0b')}${arc(0.66, 1, '#22c55e')}
<path d="M${cx} ${cy} L${cx + r * 0.8 * Math.cos(a)} ${cy + r * 0.8 * Math.sin(a)}" stroke="${ink}" stroke-width="${r * 0.07}" stroke-linecap="round"/>${circle(cx, cy, r * 0.11, ink)}`;
}

function tablet(x, y, s, screen, wide = false) {
  const [w, h] = wide ? [640, 460] : [440, 600];
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 0, w, h, '#0f172a', 36)}${rect(20, 20, w - 40, h - 40, '#f8fafc', 20)}<g transform="translate(20 20)">${screen}</g></g>`;
}

const parcel = (x, y, w, h, tone = '#d6a56b') => `${rect(x, y, w, h, tone, 8)}${rect(x + w / 2 - 14, y, 28, h, '#f5deb3', 0, 'opacity=".8"')}${rect(x + 16, y + h - 46, 70, 30, '#ffffff', 4)}`;

/** Horizontal woven bands in the manner of a risa (Tripura's handloom breast cloth). */
function weave(x, y, w, h, cols) {
  let out = rect(x, y, w, h, cols[0], 10);
  for (let i = 1; i < 6; i++) out += rect(x, y + (i * h) / 6, w, h / 14, cols[i % cols.length]);
  for (let i = 0; i < 4; i++) out += `<path d="M${x + 14 + (i * w) / 4} ${y + h / 2} l${w / 16} -${h / 10} l${w / 16} ${h / 10} l-${w / 16} ${h / 10} Z" fill="${cols[(i + 2) % cols.length]}"/>`;
  return out;
}

function storefront(x, y, s) {
  const stripes = Array.from({ length: 8 }, (_, i) => rect(i * 80, 110, 80, 90, i % 2 ? '#ffffff' : '#db2777')).join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(20, 40, 600, 480, '#f8fafc', 12)}${rect(60, 54, 520, 48, '#4338ca', 10)}${stripes}
<path d="M0 200 Q40 240 80 200 Q120 240 160 200 Q200 240 240 200 Q280 240 320 200 Q360 240 400 200 Q440 240 480 200 Q520 240 560 200 Q600 240 640 200 Z" fill="#db2777"/>
${rect(70, 270, 220, 180, '#bfdbfe', 10)}${rect(360, 270, 200, 250, '#7c3aed', 10)}${circle(530, 400, 10, '#fde68a')}${rect(0, 510, 640, 24, '#94a3b8', 12)}</g>`;
}

function diya(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0 Q0 60 60 0 Z" fill="#c2410c"/><path d="M0 -8 C-16 -30 -6 -56 0 -70 C6 -56 16 -30 0 -8 Z" fill="#fbbf24"/></g>`;
}

function marigolds(x, y, n, gap) {
  return Array.from({ length: n }, (_, i) => circle(x + i * gap, y + Math.sin(i) * 8, gap * 0.42, i % 2 ? '#f59e0b' : '#f97316')).join('');
}

function clapper(x, y, s) {
  const teeth = Array.from({ length: 5 }, (_, i) => `<path d="M${20 + i * 80} 0 l40 0 l-30 60 l-40 0 Z" fill="#f8fafc"/>`).join('');
  return `<g transform="translate(${x} ${y}) scale(${s})"><g transform="rotate(-12 0 60)">${rect(0, 0, 420, 60, '#111827', 6)}${teeth}</g>${rect(0, 70, 420, 280, '#111827', 10)}${lines(30, 110, [360, 240, 300], '#e5e7eb', 14, 60)}</g>`;
}

const tripod = (x, y, h) => `<path d="M${x} ${y} L${x - h * 0.45} ${y + h} M${x} ${y} L${x + h * 0.45} ${y + h} M${x} ${y} L${x} ${y + h}" stroke="#334155" stroke-width="16" stroke-linecap="round"/>`;

const group = (n, x0, y, gap, s, from = 0) => Array.from({ length: n }, (_, i) => person(x0 + i * gap, y, s, i + from)).join('');

const drawings = {
  'team-meeting': () => scene('indigo', `${group(4, 350, 380, 300, 1.25)}${table(160, 700, 1280)}${miniLaptop(330, 560)}${miniLaptop(980, 560)}${rect(640, 600, 220, 100, '#fde68a', 10)}`),
  'desk-planning': () => scene('dawn', `${laptop(380, 320, 1.1, codeLines())}${rect(120, 760, 1360, 40, '#94a3b8', 20)}<g transform="translate(1140 520) rotate(8)">${rect(0, 0, 260, 220, '#ffffff', 12)}${[0, 1, 2, 3, 4].map((i) => rect(30, 40 + i * 34, 180, 10, '#c7d2fe', 5)).join('')}</g>${rect(180, 600, 110, 150, '#be185d', 16)}${rect(280, 630, 40, 70, 'none', 20, 'stroke="#be185d" stroke-width="14"')}`),
  'laptop-code': () => scene('night', `${laptop(320, 300, 1.45, codeLines())}${rect(1240, 760, 110, 150, '#f8fafc', 16)}`),
  'phone-social': () => scene('violet', `${phone(650, 220, 1.3, appGrid())}${circle(420, 420, 70, '#fbcfe8')}${circle(1200, 780, 60, '#c7d2fe')}<path d="M1150 380 l40 -40 l40 40 l-40 40 Z" fill="#fde68a"/>`),
  'phone-browsing': () => scene('teal', `${phone(650, 220, 1.3, webPage())}${circle(560, 980, 130, skins[2])}${circle(1060, 980, 130, skins[2])}`),
  'phone-chat': () => scene('teal', `${phone(650, 220, 1.3, chat())}${circle(400, 400, 80, '#bbf7d0', 'opacity=".8"')}${circle(1220, 820, 60, '#dcfce7', 'opacity=".8"')}`),
  'design-desk': () => scene('sun', `${swatches(260, 260)}<g transform="translate(860 360) rotate(-6)">${rect(0, 0, 520, 360, '#1e293b', 24)}${rect(24, 24, 472, 312, '#f8fafc', 12)}<path d="M80 260 C160 80 300 300 420 100" stroke="#7c3aed" stroke-width="14" fill="none" stroke-linecap="round"/></g>${rect(900, 820, 420, 22, '#0f172a', 11, 'transform="rotate(-14 1100 830)"')}`),
  'design-screen': () => scene('violet', monitor(480, 260, 1.0, layoutScreen()) + group(1, 300, 760, 0, 1.2, 3)),
  'video-camera': () => scene('night', `${camera(420, 300, 1.4)}${rect(740, 840, 40, 260, '#475569')}${rect(620, 1060, 280, 30, '#475569', 15)}`),
  'video-timeline': () => scene('indigo', monitor(480, 240, 1.0, timeline())),
  analytics: () => scene('indigo', laptop(330, 300, 1.45, chart())),
  'dev-office': () => scene('teal', `${monitor(160, 240, 0.8, codeLines())}${monitor(900, 240, 0.8, chart())}${group(2, 420, 760, 740, 1.1, 1)}`),
  presentation: () => scene('night', `${rect(360, 140, 880, 500, '#f8fafc', 20)}<g transform="translate(500 200) scale(1)">${chart()}</g>${group(3, 380, 780, 420, 1.0, 2)}`),
  'team-plans': () => scene('violet', `${group(3, 430, 420, 370, 1.3, 1)}${table(200, 720, 1200)}${miniLaptop(380, 580)}${miniLaptop(1040, 580)}`),
  'campaign-board': () => scene('sun', board() + group(2, 300, 900, 1000, 0.9, 4)),
  'group-laptops': () => scene('indigo', `${group(4, 330, 420, 310, 1.1, 2)}${table(140, 720, 1320)}${miniLaptop(250, 580)}${miniLaptop(560, 580)}${miniLaptop(870, 580)}${miniLaptop(1180, 580)}`),
  'online-shopping': () => scene('dawn', `${laptop(300, 300, 1.1, cart())}${person(1250, 480, 1.4, 5)}`),
  'content-plan': () => scene('indigo', `<g transform="translate(420 220)">${rect(0, 0, 760, 760, '#f8fafc', 28)}${[0, 1, 2, 3, 4, 5].map((i) => `${rect(60, 80 + i * 110, 80, 80, ['#c7d2fe', '#fbcfe8', '#fde68a'][i % 3], 14)}${rect(170, 96 + i * 110, 420, 18, '#334155', 9)}${rect(170, 130 + i * 110, 300, 14, '#94a3b8', 7)}`).join('')}</g>`),

  // The second set (#37): one subject each, kept in the middle third so that crops keep it.
  'speed-gauge': () => scene('teal', `${browser(300, 200, 1.55, `${rect(30, 24, 540, 24, '#e2e8f0', 12)}${gauge(300, 250, 170)}`)}${[0, 1, 2].map((i) => `${rect(430 + i * 260, 930, 220, 70, '#f8fafc', 35)}${circle(470 + i * 260, 965, 22, '#22c55e')}${rect(506 + i * 260, 957, 120, 16, '#94a3b8', 8)}`).join('')}`),
  'search-ads': () => scene('dawn', `${browser(290, 190, 1.6, results(true))}${[0, 1, 2, 3].map((i) => `<ellipse cx="1310" cy="${960 - i * 34}" rx="90" ry="30" fill="${i % 2 ? '#fbbf24' : '#f59e0b'}"/>`).join('')}<path d="M760 420 l0 120 l30 -30 l24 50 l22 -10 l-24 -50 l42 -6 Z" fill="${ink}" stroke="#ffffff" stroke-width="6"/>`),
  'reels-phone': () => scene('violet', `${phone(650, 200, 1.3, `${rect(0, 0, 272, 530, '#1b1450')}${person(136, 190, 0.8, 4)}${circle(136, 350, 50, '#ffffff', 'opacity=".85"')}<path d="M122 324 L160 350 L122 376 Z" fill="#be185d"/>${rect(20, 470, 232, 8, '#475569', 4)}${rect(20, 470, 140, 8, '#f0abfc', 4)}${heart(236, 360, 0.5, '#f43f5e')}`)}${heart(460, 480, 1.3, '#fbcfe8')}${heart(1150, 380, 1.0, '#f43f5e')}${heart(1180, 760, 1.6, '#fbcfe8')}${circle(430, 820, 60, '#c7d2fe', 'opacity=".8"')}`),
  'map-pins': () => scene('dawn', `${rect(240, 160, 1120, 880, '#dcfce7', 40)}<path d="M240 700 C500 620 700 820 1000 720 C1200 650 1300 700 1360 680 L1360 780 C1300 800 1200 750 1000 820 C700 920 500 720 240 800 Z" fill="#93c5fd"/>
<path d="M240 420 H1360 M560 160 V1040 M980 160 V1040 M240 940 H1360" stroke="#ffffff" stroke-width="34"/>${rect(620, 250, 280, 120, '#bbf7d0', 16)}${rect(1040, 460, 260, 140, '#bbf7d0', 16)}${pin(800, 600, 1.5, '#db2777')}${pin(400, 360, 0.7, '#4f46e5')}${pin(1180, 900, 0.7, '#4f46e5')}${pin(1140, 360, 0.7, '#7c3aed')}`),
  'search-rank': () => scene('indigo', `${rect(560, 640, 240, 300, '#c7d2fe', 12)}${rect(800, 520, 240, 420, '#f8fafc', 12)}${rect(1040, 720, 240, 220, '#a5b4fc', 12)}${rect(440, 930, 960, 40, '#312e81', 20)}
${star(920, 420, 90, '#fbbf24')}<g transform="rotate(-30 520 420)">${circle(520, 420, 130, '#e0e7ff', 'fill-opacity=".3" stroke="#f8fafc" stroke-width="34"')}${rect(500, 560, 40, 220, '#f8fafc', 20)}</g><path d="M1180 460 l120 -140 M1300 320 l-70 0 M1300 320 l0 70" stroke="#86efac" stroke-width="30" stroke-linecap="round" fill="none"/>`),
  'social-feed': () => scene('sun', `${phone(650, 200, 1.3, `${circle(40, 30, 22, '#7c3aed')}${rect(74, 20, 130, 16, '#334155', 8)}${rect(0, 70, 272, 272, 'url(#brand)')}${circle(190, 150, 40, '#fde68a')}<path d="M0 342 L90 230 L150 300 L200 250 L272 330 L272 342 Z" fill="#1b1450" opacity=".7"/>${heart(36, 384, 0.45, '#e11d48')}${circle(96, 384, 14, 'none', 'stroke="#334155" stroke-width="5"')}${lines(20, 420, [200, 150], '#94a3b8', 12, 26)}`)}
<g transform="translate(300 360)">${rect(0, 0, 260, 110, '#f8fafc', 55)}${heart(70, 55, 0.9, '#e11d48')}${rect(120, 44, 100, 22, '#334155', 11)}</g><g transform="translate(1080 620)">${rect(0, 0, 260, 180, '#f8fafc', 20)}<polyline points="30,140 90,110 150,120 230,40" stroke="#22c55e" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>${circle(1180, 400, 60, '#fbcfe8')}${circle(1180, 400, 26, '#db2777')}`),
  'handloom-store': () => scene('teal', `${browser(280, 170, 1.6, `${rect(30, 20, 160, 20, '#334155', 10)}${rect(470, 16, 100, 30, '#0f766e', 15)}${[0, 1, 2, 3, 4, 5].map((i) => `${weave(30 + (i % 3) * 185, 64 + Math.floor(i / 3) * 150, 170, 104, [['#be185d', '#fde68a', '#0f172a'], ['#4338ca', '#f8fafc', '#db2777'], ['#0f766e', '#fbbf24', '#f8fafc']][i % 3])}${rect(30 + (i % 3) * 185, 176 + Math.floor(i / 3) * 150, 110, 12, '#64748b', 6)}`).join('')}`)}`),
  'order-portal': () => scene('indigo', `${tablet(420, 260, 1.15, `${rect(0, 0, 600, 60, '#4338ca')}${rect(24, 20, 160, 20, '#e0e7ff', 10)}${[0, 1, 2, 3, 4].map((i) => `${rect(24, 90 + i * 62, 552, 46, i % 2 ? '#f1f5f9' : '#ffffff', 8)}${rect(40, 106 + i * 62, 180, 14, '#475569', 7)}${rect(260, 106 + i * 62, 110, 14, '#94a3b8', 7)}${rect(440, 100 + i * 62, 110, 26, ['#22c55e', '#f59e0b', '#22c55e', '#22c55e', '#0ea5e9'][i], 13)}`).join('')}`, true)}
<g transform="translate(240 560) rotate(-8)">${rect(0, 0, 300, 400, '#ffffff', 10)}${rect(30, 30, 120, 20, '#4338ca', 10)}${lines(30, 90, [240, 200, 240, 160, 220], '#cbd5e1', 12, 34)}${rect(150, 320, 120, 34, '#f59e0b', 8)}</g>`),
  'devices-responsive': () => scene('dawn', `${monitor(230, 220, 1.0, layoutScreen())}${tablet(900, 420, 0.78, `${rect(0, 0, 400, 220, 'url(#brand)', 12)}${rect(0, 250, 260, 22, '#334155', 11)}${rect(0, 290, 190, 170, '#fde68a', 12)}${rect(210, 290, 190, 170, '#c7d2fe', 12)}`)}${phone(1200, 560, 0.7, webPage())}`),
  'brand-kit': () => scene('violet', `<g transform="translate(430 300) rotate(-8)">${rect(0, 0, 520, 320, '#f8fafc', 18)}${circle(130, 160, 80, '#db2777')}${circle(130, 160, 44, '#f8fafc')}${circle(130, 160, 20, '#db2777')}${lines(250, 130, [210, 150, 180], '#94a3b8', 14, 30)}</g>
<g transform="translate(700 520) rotate(6)">${rect(0, 0, 520, 320, '#1b1450', 18)}${circle(130, 160, 80, '#fde68a')}${circle(130, 160, 44, '#1b1450')}${lines(250, 130, [210, 150], '#c7d2fe', 14, 30)}</g>
${rect(1180, 380, 150, 190, '#f8fafc', 18)}${rect(1200, 420, 110, 110, '#db2777', 55)}${[0, 1, 2, 3].map((i) => circle(560 + i * 110, 950, 40, ['#db2777', '#4f46e5', '#f59e0b', '#0f766e'][i])).join('')}`),
  'logo-sketch': () => scene('dawn', `<g transform="translate(360 180)">${rect(0, 0, 880, 820, '#ffffff', 20)}${Array.from({ length: 10 }, (_, i) => circle(80 + i * 80, 0, 16, 'none', 'stroke="#475569" stroke-width="8"')).join('')}
${circle(230, 250, 110, 'none', 'stroke="#334155" stroke-width="10"')}<path d="M560 140 L670 360 L450 360 Z" fill="none" stroke="#334155" stroke-width="10"/>${circle(230, 580, 110, 'none', 'stroke="#334155" stroke-width="10"')}<path d="M180 600 C200 500 300 500 280 600 C260 650 200 650 180 600" fill="none" stroke="#334155" stroke-width="10"/>
${circle(560, 580, 110, '#4f46e5')}<path d="M500 600 L560 500 L620 600 Z" fill="#fde68a"/>${circle(560, 580, 150, 'none', 'stroke="#db2777" stroke-width="12" stroke-dasharray="30 18"')}</g>
<g transform="rotate(35 1250 760)">${rect(1120, 740, 300, 40, '#f59e0b', 6)}<path d="M1120 740 l-50 20 l50 20 Z" fill="#fde68a"/>${rect(1410, 740, 40, 40, '#f472b6', 6)}</g>`),
  packaging: () => scene('sun', `${rect(260, 880, 1080, 40, '#7c2d12', 20, 'opacity=".5"')}<g transform="translate(430 360)">${rect(0, 0, 260, 520, '#0f766e', 14)}${rect(0, 120, 260, 180, '#f8fafc')}${circle(130, 210, 60, '#22c55e')}<path d="M130 160 C170 190 170 240 130 260 C90 240 90 190 130 160 Z" fill="#14532d"/>${rect(40, 360, 180, 18, '#ccfbf1', 9)}</g>
<g transform="translate(730 520)">${rect(0, 0, 340, 360, '#f8fafc', 14)}${weave(0, 40, 340, 110, ['#be185d', '#fde68a', '#4338ca'])}${lines(40, 200, [220, 160], '#475569', 16, 36)}${circle(260, 300, 30, '#be185d')}</g>
<g transform="translate(1110 460)"><path d="M0 420 L20 40 Q100 0 180 40 L200 420 Z" fill="#fde68a"/>${rect(40, 140, 120, 120, '#be185d', 60)}${rect(40, 320, 120, 14, '#92400e', 7)}</g>`),
  'festive-posts': () => scene('night', `${[0, 1, 2].map((i) => `<g transform="translate(${300 + i * 340} ${330 + (i % 2) * 80}) rotate(${(i - 1) * 6})">${rect(0, 0, 320, 320, ['#be185d', '#4338ca', '#b45309'][i], 18)}${marigolds(30, 40, 6, 52)}${diya(160, 230, 1.3)}${rect(90, 270, 140, 16, '#fde68a', 8)}</g>`).join('')}${marigolds(300, 880, 16, 66)}`),
  'shop-front': () => scene('teal', `${storefront(480, 360, 1.0)}${pin(800, 330, 1.1, '#db2777')}<g transform="translate(1110 300)">${rect(0, 0, 300, 130, '#f8fafc', 20)}${stars(46, 66, 22)}</g>`),
  'photo-shoot': () => scene('dawn', `<path d="M200 200 H1400 V720 Q1400 840 1280 840 H200 Z" fill="#fce7f3"/>${rect(540, 800, 520, 40, '#cbd5e1', 20)}${rect(660, 560, 120, 240, '#be185d', 20)}${rect(690, 520, 60, 50, '#1e293b', 8)}${rect(800, 640, 160, 160, '#f59e0b', 16)}${rect(800, 690, 160, 30, '#fde68a')}
${circle(380, 420, 140, 'none', 'stroke="#f8fafc" stroke-width="36"')}${circle(380, 420, 140, 'none', 'stroke="#fde68a" stroke-width="10" opacity=".8"')}${rect(370, 560, 20, 400, '#475569')}${tripod(1220, 640, 360)}<g transform="translate(1150 420) rotate(-8)">${rect(0, 0, 140, 240, '#0f172a', 24)}${rect(12, 12, 116, 216, '#818cf8', 16)}</g>`),
  'film-set': () => scene('night', `<g transform="translate(300 260)">${rect(0, 0, 280, 220, '#f8fafc', 16)}${rect(20, 20, 240, 180, '#fde68a')}</g>${tripod(440, 480, 520)}<path d="M580 280 L1000 160 L1000 600 L580 460 Z" fill="#fde68a" opacity=".14"/>${clapper(640, 540, 1.0)}${camera(1080, 380, 0.6)}${tripod(1240, 600, 440)}`),
  'parcel-checkout': () => scene('sun', `${parcel(300, 700, 300, 220)}${parcel(360, 520, 220, 180, '#c08a4f')}${parcel(1040, 740, 260, 180)}${phone(650, 200, 1.3, `${rect(20, 10, 232, 200, '#e0e7ff', 16)}${weave(50, 40, 172, 140, ['#be185d', '#fde68a', '#4338ca'])}${rect(20, 230, 170, 18, '#334155', 9)}${rect(20, 262, 110, 16, '#0f766e', 8)}${lines(20, 300, [232, 200], '#cbd5e1', 12, 26)}${rect(20, 370, 232, 52, '#f59e0b', 26)}${rect(20, 436, 232, 52, '#4f46e5', 26)}`)}<g transform="translate(1100 380)">${circle(0, 0, 80, '#22c55e')}<path d="M-36 0 L-8 28 L40 -26" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`),
};

// No portraits: a person without a photo is shown by their initials (issue 51), never a drawing.
for (const [name, draw] of Object.entries(drawings)) writeFileSync(path.join(root, `${name}.svg`), draw());
console.log(`drew ${Object.keys(drawings).length} pictures into ${path.relative(process.cwd(), root)}/`);
