/**
 * A notice's rich text: HTML reduced to a strict whitelist on the server before it is stored
 * and again before it is served, so the browser can render it as HTML and nothing in it runs.
 *
 * The sanitizer does not repair the input: it reads it as a sequence of tags and text and
 * writes a new document from scratch. Text is always escaped; a tag is written only when its
 * name is on the list, with no attribute but a checked `href` on links; the content of
 * script-like elements is dropped with them; every open tag is closed in order.
 */

/** Tags kept (b and i are kept as strong and em). */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
const VOID = new Set(['br']);
/** Elements dropped with everything inside them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'head',
]);
/** Block-level tags that end a paragraph in our output (a paragraph never nests blocks). */
const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote']);
const MAX_DEPTH = 20;

/** The stored HTML's length limit (characters): the input's limit, so escaping cannot push it past. */
export { NOTICE_CONTENT_MAX as NOTICE_HTML_MAX } from '@quire/contracts';

const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Text as it should read: entities decoded, then escaped again for HTML. */
function cleanText(s: string): string {
  return escapeText(decodeEntities(s));
}

/** A link's address when it is http, https or mailto (after decoding entities and dropping control characters and spaces). */
export function safeHref(raw: string): string | null {
  const url = [...decodeEntities(raw)]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x1f && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .trim();
  return SAFE_URL.test(url) ? url : null;
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function hrefOf(attrs: string): string | null {
  for (const m of attrs.matchAll(ATTR)) {
    if (m[1].toLowerCase() === 'href') return safeHref(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return null;
}

// A comment, a doctype or processing instruction, or a tag (open or close, with attributes that may quote '>').
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)(>|$)/g;

/** Reduces HTML to the notice whitelist. */
export function sanitizeNoticeHtml(input: string): string {
  let out = '';
  const stack: string[] = [];
  let last = 0;
  let dropping: string | null = null;
  const closeTo = (index: number) => {
    while (stack.length > index) out += `</${stack.pop()}>`;
  };
  for (const m of input.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (dropping === null && at > last) out += cleanText(input.slice(last, at));
    last = at + m[0].length;
    if (m[2] === undefined) continue; // comment, doctype
    const closing = m[1] === '/';
    const raw = m[2].toLowerCase();
    if (dropping !== null) {
      if (closing && raw === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(raw)) {
      if (!closing && !/\/\s*$/.test(m[3])) dropping = raw;
      continue;
    }
    const tag = RENAMED[raw] ?? raw;
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const index = stack.lastIndexOf(tag);
      if (index >= 0) closeTo(index);
      continue;
    }
    if (VOID.has(tag)) {
      out += '<br>';
      continue;
    }
    // A block inside a paragraph ends the paragraph (as browsers do), a link never holds a link.
    if (BLOCKS.has(tag)) {
      const p = stack.lastIndexOf('p');
      if (p >= 0) closeTo(p);
    }
    if (tag === 'a') {
      const a = stack.lastIndexOf('a');
      if (a >= 0) closeTo(a);
    }
    if (stack.length >= MAX_DEPTH) continue;
    if (tag === 'a') {
      const href = hrefOf(m[3]);
      out += href ? `<a href="${escapeText(href)}" rel="noopener noreferrer" target="_blank">` : '<a>';
    } else {
      out += `<${tag}>`;
    }
    stack.push(tag);
  }
  if (dropping === null && last < input.length) out += cleanText(input.slice(last));
  closeTo(0);
  return out;
}

/** Plain text (a notice written before rich text, or a reminder) as HTML: escaped, line breaks kept. */
export function textToHtml(text: string): string {
  if (text === '') return '';
  return text
    .split(/\r?\n\r?\n+/)
    .map((para) => `<p>${escapeText(para).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
