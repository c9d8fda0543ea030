import type { Locator, Page } from '@playwright/test';

/**
 * What a chart of the UI kit (src/renderer/ui/charts) actually draws in its SVG: the bars with a
 * height, the doughnut's slices, the line's points. The kit's hidden table says what the data
 * are; these say that the drawing shows them (a chart that draws nothing still has its table).
 */
export function drawnMarks(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole('figure', { name: title })
    .locator('.recharts-bar-rectangle .recharts-rectangle, .recharts-pie-sector .recharts-sector, .recharts-line-dot');
}

/** The values column of a chart's table, as numbers ('1.234' or 'R$ 1.234,56' read the pt-BR way). */
export async function chartValues(page: Page, title: string | RegExp): Promise<number[]> {
  const table = page.getByRole('figure', { name: title }).getByRole('table');
  await table.waitFor({ state: 'attached' });
  const cells = await table.getByRole('cell').allTextContents();
  return cells.map((text) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.')));
}
