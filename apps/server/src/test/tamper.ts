/**
 * The token with one character of its signed part changed — always a different string, so a test that expects the
 * altered token to be refused cannot pass by chance (replacing a character with itself).
 */
export function tamper(token: string, fromEnd = 2): string {
  const at = token.length - fromEnd;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}
