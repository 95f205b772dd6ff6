/**
 * A member's website as a link: members type "www.example.co.th" as often as a full URL, so a
 * missing scheme means https. Anything that is not http(s) (javascript:, mailto:, ...) or does
 * not parse gives null, so a stored value can never become a script link on the public card.
 */
export function websiteUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}
