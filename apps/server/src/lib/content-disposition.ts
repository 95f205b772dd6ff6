/**
 * A Content-Disposition header that keeps a Thai file name: `filename*` in RFC 5987 form
 * (UTF-8, percent-encoded) for every current browser, and a plain ASCII `filename` for the
 * rest (RFC 6266 section 4.3). Characters no file system accepts are dropped first.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string, asciiFallback: string): string {
  const safe = fileName
    .replace(/[\p{Cc}\\/:*?"<>|]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const ascii =
    safe
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || asciiFallback;
  // A name with no letters left ("" or ".vcf") falls back too.
  const asciiName = /[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, '')) ? ascii : asciiFallback;
  const utf8Name = safe || asciiFallback;
  return `${type}; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(utf8Name)}`;
}

/** encodeURIComponent leaves ' ( ) * unescaped, but RFC 5987's attr-char does not allow them. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`,
  );
}
