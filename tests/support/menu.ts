import type { Page } from '@playwright/test';

// Shared by the menu, stock and variations specs.

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * A toast by its text: while a modal is open it is hidden from the accessibility tree (MUI hides
 * what is behind a modal), so not found by role.
 */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Answers the delete confirmation ('Você tem certeza?') with 'Sim deletar.'. */
export const confirmDelete = (page: Page) => dialog(page, 'Você tem certeza?').getByRole('button', { name: 'Sim deletar.' }).click();
