/** Test-only: checks on a plain-text rendering shared by the ticket layout tests. */
import { columnsOf } from '../printing/text';

/** Every line fits the paper and respects the margins; the first `lineSkip` lines are blank. */
export function expectPageRules(out: string, page: { columns: number; marginLeft: number; marginRight: number; lineSkip: number }): void {
  const lines = out.replace(/\n$/, '').split('\n');
  for (let i = 0; i < page.lineSkip; i++) expect(lines[i]).toBe('');
  expect(lines[page.lineSkip]).not.toBe('');
  for (const line of lines) {
    if (line === '') continue;
    expect(columnsOf(line), line).toBeLessThanOrEqual(page.columns - page.marginRight);
    expect(line.startsWith(' '.repeat(page.marginLeft)), line).toBe(true);
  }
}
