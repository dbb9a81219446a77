const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A link target that cannot run script: http(s), mailto, tel, or a relative/anchor path. Null otherwise. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so judge without them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const href = raw.trim().replace(/[\u0000-\u001F\u007F\s]+/g, "");
  if (href === "") return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return SAFE_SCHEMES.has(`${(scheme[1] as string).toLowerCase()}:`) ? href : null;
  if (href.startsWith("//")) return `https:${href}`;
  return href;
}
