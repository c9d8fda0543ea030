/**
 * Test-only: reading and typing the kit's date fields (MUI X pickers, whose field is a group of
 * day/month/year spinbuttons named by the field's label) the way a person does.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The field's group, by its label ('Data inicial'). */
export function dateFieldGroup(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

/** What the field shows, as a person reads it: '10/03/2024', or 'DD/MM/AAAA' parts while empty. */
export function dateFieldText(label: string): string {
  return within(dateFieldGroup(label))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');
}

/** Clicks the field's day and types the digits as a person would ('15042025'). */
export async function typeDate(user: UserEvent, label: string, digits: string): Promise<void> {
  const day = within(dateFieldGroup(label)).getByRole('spinbutton', { name: 'Dia' });
  await user.click(day);
  await user.keyboard(digits);
}

/** Clicks the field's day and empties every section (select all, Backspace). */
export async function clearDate(user: UserEvent, label: string): Promise<void> {
  const day = within(dateFieldGroup(label)).getByRole('spinbutton', { name: 'Dia' });
  await user.click(day);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
}
