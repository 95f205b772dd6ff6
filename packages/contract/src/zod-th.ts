import { z } from 'zod';
import { apiMessages } from './messages.ts';

/**
 * Zod's Thai locale, with one change: a missing value reads "required" rather than
 * "expected string, received undefined", which means nothing to a member.
 * Imported for its side effect by every schema module, so the server and the web app
 * both report validation problems in Thai.
 */
const thai = z.locales.th().localeError;

z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return apiMessages.required;
    return thai(issue);
  },
});

export { z };
