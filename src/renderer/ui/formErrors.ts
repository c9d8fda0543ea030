import type { FormikProps } from 'formik';

/**
 * The error a field shows: once the field was left or the form submitted, not while it is first
 * typed into (a half-typed e-mail is not yet wrong). Forms whose helper text must wait for the
 * submit use session/formErrors.ts instead.
 */
export function shownError<V>(form: Pick<FormikProps<V>, 'errors' | 'touched' | 'submitCount'>, name: keyof V & string): string | undefined {
  const touched = (form.touched as Record<string, unknown>)[name];
  return touched || form.submitCount > 0 ? (form.errors as Record<string, string | undefined>)[name] : undefined;
}
