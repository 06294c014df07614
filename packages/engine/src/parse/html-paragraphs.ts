// HTML inside a DOCX: web resume builders' "Download as Word" often wraps the page's HTML whole in the file (an
// altChunk part, HTML or MHT), which Word converts when it opens it. Read here as Word would show it: each
// block (paragraph, heading, list item, table cell, line break) a paragraph; headings and bold kept; styles,
// scripts and comments dropped.
import type { DocxParagraph } from "./extract-docx.ts";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  middot: "·",
  bull: "•",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  copy: "©",
  reg: "®",
  trade: "™",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  oacute: "ó",
  iacute: "í",
  uacute: "ú",
  ntilde: "ñ",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
  ccedil: "ç",
};

/** Character references and named entities, XML's five among them (Word's XML uses the same decoder). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (/^#x/i.test(entity)) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

/** Elements that start and end a block of their own. */
const BLOCK =
  /^(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|section|article|header|footer|main|aside|nav|address|blockquote|pre|hr|figure|figcaption|body|html)$/;
/** Elements whose text is never shown. */
const HIDDEN = /<(head|style|script|noscript|template|svg|title)\b[\s\S]*?<\/\1\s*>/gi;
const HEADING_SIZE: Record<string, number> = { h1: 20, h2: 15, h3: 13, h4: 12 };
/** Inline elements that set a field apart ("<span>Acme</span><span>2019</span>"): a word break between them. */
const FIELD_INLINE = /^(?:span|a|time|small|em|i|b|strong|abbr|label|bdi)$/;
/** Elements a page sets as chips side by side. */
const CHIP = /^(?:span|a|small|code|kbd)$/;
const HIDDEN_ATTRIBUTES = /(?:^|\s)hidden(?:\s|=|$)|style\s*=\s*["'][^"']*display\s*:\s*none/i;
/** Elements with no end tag. */
const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)$/i;
/** A heading's permalink ("#", "¶") set as a paragraph of its own. */
const PERMALINK = /^[#¶§🔗]+$/u;

export function htmlParagraphs(html: string): DocxParagraph[] {
  const source = html.replace(/<!--[\s\S]*?-->|<![^>]*>|<\?[^>]*>/g, "").replace(HIDDEN, "");
  const paragraphs: DocxParagraph[] = [];
  let text = "";
  let boldChars = 0;
  let bold = 0;
  let heading: string | null = null;
  let listDepth = 0;
  // The list items open around the text: each says whether it holds blocks of its own (an entry laid out in a
  // list: "<li><div>2011 2015</div><h3>School</h3>…</li>"), which makes it a container, not a bullet.
  const items: Array<{ container: boolean }> = [];
  const flush = () => {
    const trimmed = text
      .replace(/[ \t\f\r]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0002 marks a gap between chips
      .replace(/^[\s\u0002]+|[\s\u0002]+$/g, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0002 marks a gap between chips
      .replace(/ ?\u0002 ?/g, "  ");
    const bullet = items.length > 0 && !items.at(-1)!.container;
    if (trimmed && !PERMALINK.test(trimmed)) {
      const length = trimmed.replace(/\s/g, "").length;
      paragraphs.push({
        text: trimmed,
        isBold: heading !== null || (length > 0 && boldChars >= length * 0.8),
        isBullet: bullet,
        list: bullet ? { id: "html", level: Math.max(0, listDepth - 1) } : null,
        style: heading ? `Heading${heading.slice(1)}` : null,
        fontSize: heading ? (HEADING_SIZE[heading] ?? null) : null,
        part: "body",
        inTable: false,
      });
    }
    text = "";
    boldChars = 0;
  };
  // An element hidden by its own markup ("<span hidden>1337</span>", a page's guard against address harvesters;
  // style="display:none"), and everything inside it, shows nothing.
  let hiddenTag: string | null = null;
  let chipGapPending = false;
  let hiddenDepth = 0;
  for (const token of source.matchAll(/<(\/?)([a-z][a-z0-9]*)\b([^>]*?)(\/?)>|([^<]+)/gi)) {
    if (hiddenTag !== null) {
      if (token[2]?.toLowerCase() === hiddenTag && token[4] !== "/") hiddenDepth += token[1] === "/" ? -1 : 1;
      if (hiddenDepth === 0) hiddenTag = null;
      continue;
    }
    // (A void element, "<img hidden>", has no end tag and nothing inside to hide.)
    if (token[1] !== "/" && token[4] !== "/" && !VOID.test(token[2]!) && HIDDEN_ATTRIBUTES.test(token[3] ?? "")) {
      hiddenTag = token[2]!.toLowerCase();
      hiddenDepth = 1;
      continue;
    }
    if (token[5] !== undefined) {
      const words = decodeEntities(token[5]).replace(/\s+/g, " ");
      if (words.trim()) chipGapPending = false;
      text += words;
      if (bold > 0) boldChars += words.replace(/\s/g, "").length;
      continue;
    }
    const closing = token[1] === "/";
    const name = token[2]!.toLowerCase();
    if (name === "br") {
      text += "\n";
      continue;
    }
    if (BLOCK.test(name)) {
      flush();
      if (name === "ul" || name === "ol") listDepth += closing ? -1 : 1;
      if (name === "li" && !closing) items.push({ container: false });
      else if (name === "li") items.pop();
      // (A paragraph inside an item, "<li><p>Led …</p></li>", is still the item's text.)
      else if (!closing && items.length > 0 && !/^(?:ul|ol|p)$/.test(name)) items.at(-1)!.container = true;
      if (/^h[1-6]$/.test(name)) heading = closing ? null : name;
      continue;
    }
    if (name === "b" || name === "strong") bold += closing ? -1 : 1;
    // Chips, one element each with only space between them ("<span>MEDDICC</span> <span>Gong</span>"), set
    // apart as a page sets them: by the gap that tells items apart.
    if (CHIP.test(name) && !closing && chipGapPending && /\s$/.test(text)) text += "\u0002";
    chipGapPending = CHIP.test(name) && closing;
    // A word break where one field's element meets the next with nothing between them.
    if (FIELD_INLINE.test(name) && /[\p{L}\p{N}]$/u.test(text)) text += " ";
  }
  flush();
  // The space added at an element's edge before punctuation ("Acme </span>, 2019") is no part of the text.
  return paragraphs.map((p) => ({ ...p, text: p.text.replace(/ ([,.;:)])/g, "$1") }));
}

/** Bytes as a string of one character each (TextDecoder's "latin1" is windows-1252, which remaps 0x80–0x9F). */
function binary(bytes: Uint8Array): string {
  let out = "";
  for (let at = 0; at < bytes.length; at += 8192) out += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return out;
}

/** The HTML of an altChunk part: the part itself, or the HTML part of an MHT (MIME) archive, decoded. */
export function chunkHtml(bytes: Uint8Array): string {
  const head = binary(bytes.subarray(0, 2000));
  if (!/^\s*(?:MIME-Version|Content-Type):/im.test(head) || !/multipart\//i.test(head)) {
    return new TextDecoder().decode(bytes);
  }
  const raw = binary(bytes);
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /Content-Type:\s*text\/html/i.test(p)) ?? "";
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).replace(/^\r?\n\r?\n/, "");
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const charset = /charset="?([\w-]+)"?/i.exec(headers)?.[1] ?? "utf-8";
  const octets =
    encoding === "base64"
      ? Uint8Array.from(atob(body.replace(/\s+/g, "")), (c) => c.charCodeAt(0))
      : encoding === "quoted-printable"
        ? Uint8Array.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            (c) => c.charCodeAt(0),
          )
        : Uint8Array.from(body, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder(charset).decode(octets);
  } catch {
    return new TextDecoder().decode(octets);
  }
}
