import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/** The repository's root, where html-validate finds its configuration (.htmlvalidate.mjs). */
const root = path.resolve(import.meta.dirname, '../../..');
const validator = new HtmlValidate(new FileSystemConfigLoader());

/**
 * What html-validate finds wrong with a page the server draws, under the repository's rules, one
 * line per problem (so a failing test shows them): none for a valid page.
 */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(root, 'page.html'));
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
