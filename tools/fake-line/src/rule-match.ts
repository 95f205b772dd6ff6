/** What failure and hold rules share: which requests they match, and how many more they take. */
export interface Rule {
  method?: string;
  path: string | RegExp;
  /** Only a request to this LINE user: a push's `to`, or one of a multicast's. */
  to?: string;
  remaining: number;
}

/** The LINE users a push or multicast body is addressed to; none for any other body. */
export function recipientsOf(body: unknown): string[] {
  const to = typeof body === 'object' && body !== null ? (body as { to?: unknown }).to : undefined;
  if (typeof to === 'string') return [to];
  return Array.isArray(to) ? to.filter((item): item is string => typeof item === 'string') : [];
}

/** The first rule matching this request, used up by one (and dropped once used up). */
export function takeRule<T extends Rule>(
  rules: T[],
  method: string,
  path: string,
  to: readonly string[] = [],
): { rule: T | undefined; rest: T[] } {
  const rule = rules.find(
    (candidate) =>
      (candidate.method === undefined || candidate.method.toUpperCase() === method) &&
      (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)) &&
      (candidate.to === undefined || to.includes(candidate.to)),
  );
  if (!rule) return { rule, rest: rules };
  rule.remaining -= 1;
  return { rule, rest: rule.remaining <= 0 ? rules.filter((candidate) => candidate !== rule) : rules };
}
