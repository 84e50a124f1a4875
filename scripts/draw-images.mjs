// `node scripts/draw-images.mjs`: draws the site's illustrations into content/images/ as SVG, in the
// site's colours (styles/tokens.css). The build turns each into AVIF, WebP and PNG at the sizes the
// pages need. Run it again after changing a drawing here; edit or replace the SVGs freely otherwise.
import { mkdirSync, writeFileSync } from 'node:fs';
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
};

// name → [look, long hair]
const people = { 'ritu-debbarma': [0, true], 'rajib-saikia': [3, false], 'lalremruati-hnamte': [2, true], 'arindam-chakraborty': [1, false], 'priyanka-das': [4, true], 'sourav-debnath': [5, false] };

mkdirSync(path.join(root, 'people'), { recursive: true });
for (const [name, draw] of Object.entries(drawings)) writeFileSync(path.join(root, `${name}.svg`), draw());
for (const [name, [i, long]] of Object.entries(people)) {
  const tone = ['dawn', 'indigo', 'violet', 'teal', 'sun', 'dawn'][i];
  writeFileSync(path.join(root, 'people', `${name}.svg`), scene(tone, person(400, 330, 2.1, i, long), { w: 800, h: 800, scale: 1 }));
}
console.log(`drew ${Object.keys(drawings).length + Object.keys(people).length} pictures into ${path.relative(process.cwd(), root)}/`);
