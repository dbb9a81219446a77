import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  LOGO_MAX_DIMENSION,
  type LogoExtension,
  WORKSPACE_MESSAGES,
} from "@engagesuite/shared";

/** What an upload turned out to be, read from its bytes (never from a file name or a Content-Type). */
export interface LogoImage {
  extension: LogoExtension;
  contentType: string;
  width: number;
  height: number;
}

/** Why an upload is refused: one of WORKSPACE_MESSAGES' logo messages. */
export type LogoProblem = { problem: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function sane(width: number, height: number): boolean {
  return (
    Number.isFinite(width) &&
    Number.isFinite(height) &&
    width >= 1 &&
    height >= 1 &&
    width <= LOGO_MAX_DIMENSION &&
    height <= LOGO_MAX_DIMENSION
  );
}

function png(bytes: Buffer): LogoImage | LogoProblem {
  // The IHDR chunk comes first: length (13), "IHDR", width and height as 32-bit big-endian integers.
  if (bytes.length < 33 || bytes.toString("latin1", 12, 16) !== "IHDR") return { problem: WORKSPACE_MESSAGES.logoType };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (!sane(width, height)) return { problem: WORKSPACE_MESSAGES.logoDimensions };
  return { extension: "png", contentType: LOGO_CONTENT_TYPES.png, width, height };
}

/** Start-of-frame markers (baseline, progressive, …), which carry the dimensions; not DHT (C4), JPG (C8) or DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpeg(bytes: Buffer): LogoImage | LogoProblem {
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return { problem: WORKSPACE_MESSAGES.logoType };
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, start of scan: no frame header before it
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2) return { problem: WORKSPACE_MESSAGES.logoType };
    if (isStartOfFrame(marker)) {
      if (i + 9 > bytes.length) break;
      const height = bytes.readUInt16BE(i + 5);
      const width = bytes.readUInt16BE(i + 7);
      if (!sane(width, height)) return { problem: WORKSPACE_MESSAGES.logoDimensions };
      return { extension: "jpg", contentType: LOGO_CONTENT_TYPES.jpg, width, height };
    }
    i += 2 + length;
  }
  return { problem: WORKSPACE_MESSAGES.logoDimensions };
}

/*
 * SVG: no sanitiser library is installed, so an SVG is accepted only when every part of it is on an allow-list, and
 * refused otherwise (never rewritten). No DOCTYPE or entities, no processing instructions but the XML declaration, no
 * CDATA; elements from a list of shapes, text, gradients and grouping (no script, style, foreignObject, image, a,
 * animation or filters); no on* attribute; href only to a fragment of the same document (#id); url() only as url(#id);
 * no numeric character references or backslashes in attribute values (they could spell any of the above).
 */
const SVG_ELEMENTS = new Set(
  [
    "svg",
    "g",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "title",
    "desc",
    "defs",
    "lineargradient",
    "radialgradient",
    "stop",
    "clippath",
    "mask",
    "use",
    "symbol",
  ].map((name) => name.toLowerCase()),
);
const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9:_.-]*)((?:\s+[A-Za-z_:][A-Za-z0-9:_.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_:][A-Za-z0-9:_.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const LOCAL_FRAGMENT = /^#[A-Za-z_][A-Za-z0-9_.:-]*$/;
const NAMED_ENTITY = /&(?!(?:amp|lt|gt|quot|apos);)/;

function attributeProblem(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith("on")) return true;
  if (lower === "href" || lower === "xlink:href" || lower === "src") return !LOCAL_FRAGMENT.test(value);
  if (lower.startsWith("xmlns")) return false; // namespace names are never fetched
  if (NAMED_ENTITY.test(value) || value.includes("\\")) return true;
  const v = value.toLowerCase();
  if (/javascript:|data:|@import|expression\(|behavior:|-moz-binding/.test(v)) return true;
  for (const match of v.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/g)) {
    if (!LOCAL_FRAGMENT.test(match[2]!)) return true;
  }
  return v.includes("url(") && !/url\(\s*['"]?#/.test(v);
}

function svgLength(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

function svg(bytes: Buffer): LogoImage | LogoProblem {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: WORKSPACE_MESSAGES.logoType };
  }
  const unsafe = { problem: WORKSPACE_MESSAGES.logoUnsafeSvg };
  text = text.replace(/^\uFEFF/, "").replace(/^\s*<\?xml\s[^?<>]*\?>/, "");
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[|<\?/i.test(text)) return unsafe;
  // Comments go (an unterminated one is refused).
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, "");
  if (withoutComments.includes("<!--")) return unsafe;
  text = withoutComments;

  let root: Record<string, string> | null = null;
  let pos = 0;
  while (true) {
    const next = text.indexOf("<", pos);
    if (next < 0) break;
    if (root === null && text.slice(pos, next).trim() !== "") return { problem: WORKSPACE_MESSAGES.logoType };
    TAG.lastIndex = next;
    const tag = TAG.exec(text);
    if (!tag) return unsafe;
    const [, , name = "", attributes = ""] = tag;
    if (!SVG_ELEMENTS.has(name.toLowerCase())) return root === null ? { problem: WORKSPACE_MESSAGES.logoType } : unsafe;
    if (root === null && name !== "svg") return { problem: WORKSPACE_MESSAGES.logoType };
    const attrs: Record<string, string> = {};
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const attrName = attribute[1]!;
      const value = attribute[2] ?? attribute[3] ?? "";
      if (attributeProblem(attrName, value)) return unsafe;
      attrs[attrName] = value;
    }
    root ??= attrs;
    pos = TAG.lastIndex;
  }
  if (root === null) return { problem: WORKSPACE_MESSAGES.logoType };
  if (text.slice(pos).trim() !== "") return unsafe;

  let width = svgLength(root.width);
  let height = svgLength(root.height);
  const viewBox = root.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if ((width === null || height === null) && viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    width ??= viewBox[2]!;
    height ??= viewBox[3]!;
  }
  if (width === null || height === null || !(width > 0 && height > 0) || width > 100_000 || height > 100_000) {
    return { problem: WORKSPACE_MESSAGES.logoDimensions };
  }
  return { extension: "svg", contentType: LOGO_CONTENT_TYPES.svg, width, height };
}

/** Reads an upload's type from its magic numbers (PNG, JPEG) or, for text, checks it is a safe SVG. */
export function inspectLogo(bytes: Buffer): LogoImage | LogoProblem {
  if (bytes.length === 0) return { problem: WORKSPACE_MESSAGES.logoMissing };
  if (bytes.length > LOGO_MAX_BYTES) return { problem: WORKSPACE_MESSAGES.logoTooLarge };
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return png(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes);
  const head = bytes
    .subarray(0, 512)
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart();
  if (head.startsWith("<")) return svg(bytes);
  return { problem: WORKSPACE_MESSAGES.logoType };
}
