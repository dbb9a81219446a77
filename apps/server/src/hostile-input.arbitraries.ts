import fc from "fast-check";

/**
 * Hostile input for the property-based sweep (issue 9): strings and values an attacker, a broken client or a careless
 * copy-paste sends. Used by hostile-input.test.ts; kept apart so other tests may reuse them.
 */

const SQL_FRAGMENTS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE contacts; --",
  "; DROP TABLE contacts;",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "') UNION SELECT password_hash, email FROM users --",
  "%' AND 1=0 UNION ALL SELECT NULL --",
  "\\'; --",
  "$$; DROP TABLE tenants; $$",
  "admin'--",
  "1' AND (SELECT count(*) FROM pg_catalog.pg_tables) > 0 --",
  "'||(select version())||'",
  "%%",
  "_%_",
  "\\",
];

const HTML_FRAGMENTS = [
  "<script>window.__pwned=1</script>",
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "javascript:window.__pwned=1",
  "[x](javascript:window.__pwned=1)",
  "<iframe src=//evil.example></iframe>",
  "{{constructor.constructor('return 1')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literal on purpose
  "${7*7}",
  "<!--",
  "]]>",
  "&lt;script&gt;",
  "<a href='data:text/html,<script>1</script>'>x</a>",
];

const UNICODE_FRAGMENTS = [
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום עולם",
  "😀👩‍👩‍👧‍👦🏳️‍🌈",
  "\uFEFF",
  "\u200B\u200D\u2060",
  "Z̴̡̢͙̈́a̷l̸g̵o̶",
  "\uD800",
  "x\uDFFFy",
  "\uFFFF\uFFFE",
  "\u0085\u2028\u2029",
  "\r\n\r\nHTTP/1.1 200 OK\r\n",
  "𝕏𝔼𝕊",
  "İıß\uFB00",
  "\u0301\u0301\u0301",
  "\t\v\f\b\u001b[31m",
  "   ",
  "",
];

const NUMBER_LIKE = [
  "-1",
  "0",
  "-0",
  "1.5",
  "1e308",
  "1e3",
  "NaN",
  "Infinity",
  "0x10",
  "0b11",
  " 7 ",
  "+7",
  "007",
  "٣",
  "１２",
  "99999999999999999999999",
  "2147483648",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
];

const PATH_FRAGMENTS = [
  "../../etc/passwd",
  "..",
  ".",
  "/",
  "//",
  "\\",
  "?",
  "#",
  "&",
  "=",
  "%",
  "%00",
  "%zz",
  "%c0%ae",
  "00000000-0000-0000-0000-00000000000g",
  "00000000-0000-0000-0000-000000000000' OR 1=1 --",
  "{00000000-0000-0000-0000-000000000000}",
  "zone_' OR 1=1",
  "%s%s%s%n",
];

const FRAGMENTS = [...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_FRAGMENTS, ...NUMBER_LIKE, ...PATH_FRAGMENTS];

/** A 100,000-character string made of one hostile fragment (or of plain letters). */
const hugeString = fc
  .constantFrom("A", "é", "😀", "<script>", "' OR 1=1 --", "\u202E", "a\u0000")
  .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000));

/** Any hostile string: fragments, random full unicode (lone surrogates too), mixtures of both, and huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: "grapheme", maxLength: 8 })), {
        minLength: 2,
        maxLength: 5,
      })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: hugeString },
);

/** Values of the wrong type where a string (or a number, or a boolean) is expected. */
export const hostileNonString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE, true, false, null),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 4 }),
  fc.dictionary(hostileString, fc.oneof(hostileString, fc.integer(), fc.constant(null)), { maxKeys: 3 }),
  fc.constant({ $ne: null }),
  fc.constant({ toString: "x", valueOf: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting: a parser or validator that recurses must not fall over.
  fc.integer({ min: 50, max: 2000 }).map((depth) => {
    let value: unknown = "deep";
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
    return value;
  }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNonString);

/** Keys for extra body fields and query parameters, including ones that poison prototypes in naive code. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "$where", "id", "tenantId"),
  fc.constantFrom("role", "status", "isInternal", "userId", "password_hash", "a[b]", "a.b", "q[]", ""),
  hostileString.filter((s) => s.length < 200),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter that is not a uuid, not a canonical positive integer and not a valid label by construction. */
export const hostileId: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NUMBER_LIKE, ...PATH_FRAGMENTS) },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.integer({ max: 0 }).map(String) },
    { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String) },
    { weight: 1, arbitrary: fc.uuid().map((u) => `${u}x`) },
    { weight: 1, arbitrary: fc.uuid().map((u) => u.replaceAll("-", "")) },
  )
  .filter((s) => s.trim() !== "" && !UUID.test(s) && !/^[1-9][0-9]{0,9}$/.test(s));

/**
 * A string as it goes into a URL: percent-encoded, or left raw so malformed escapes (`%zz`, a lone `%`) and invalid
 * UTF-8 (a lone surrogate becomes `%ED%A0%80`) reach the router and the query parser.
 */
export function urlPart(value: string, raw: boolean): string {
  if (raw) {
    return value.replace(/[\s#?/&=]|[^\x20-\x7e]/gu, (c) =>
      /^[\uD800-\uDFFF]$/.test(c) ? "%ED%A0%80" : encodeURIComponent(c),
    );
  }
  return value.replace(/[\s\S]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "%ED%A0%80";
    }
  });
}

/** Raw request bodies that are not what the content type says. */
export const malformedPayload: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc.oneof(
  fc
    .constantFrom(
      '{"name": ',
      '{"a":1}}',
      "{'single': 'quotes'}",
      "[",
      "nul",
      '{"__proto__": {"isAdmin": true}}',
      '{"constructor": {"prototype": {"isAdmin": true}}}',
      '{"name": "Duplicate", "name": 1}',
      '"just a string"',
      "123",
      "null",
      "true",
      "",
      "\u0000",
      "\uFEFF{}",
    )
    .map((payload) => ({ payload, contentType: "application/json" })),
  fc
    .integer({ min: 1000, max: 200_000 })
    .map((depth) => ({ payload: `${"[".repeat(depth)}${"]".repeat(depth)}`, contentType: "application/json" })),
  fc
    .constant({ payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]) })
    .map((p) => ({
      ...p,
      contentType: "application/json",
    })),
  fc.constantFrom(
    { payload: "name=x&email=y", contentType: "application/x-www-form-urlencoded" },
    { payload: "<xml><name>x</name></xml>", contentType: "application/xml" },
    { payload: "name,email\nx,y", contentType: "text/csv" },
    { payload: "plain text", contentType: "text/plain" },
    { payload: '{"name":"x"}', contentType: "application/json; charset=utf-16" },
    { payload: '{"name":"x"}', contentType: "multipart/form-data; boundary=x" },
    { payload: '{"name":"x"}', contentType: "" },
  ),
);

/** A hostile Cookie header: session cookies with forged, malformed or huge values. */
export const hostileCookie: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom("es_session", "es_portal", "__Host-es_portal"), hostileString)
    .map(([name, value]) => `${name}=${urlPart(value, true).slice(0, 4000)}`),
  fc.constantFrom("es_session=", "es_session", "=; ;=", "es_session=%", "es_session=a; es_session=b", "\u0000"),
);
