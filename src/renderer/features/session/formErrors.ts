import type { FormikProps } from 'formik';

/**
 * A field's error props for MUI, shown only once the form was submitted. Showing them on blur
 * makes the helper text appear between mousedown and mouseup on the button below, which moves
 * the button away and swallows the click.
 */
export function fieldError<V>(form: Pick<FormikProps<V>, 'errors' | 'submitCount'>, name: keyof V & string) {
  const message = form.submitCount > 0 ? (form.errors as Record<string, string | undefined>)[name] : undefined;
  return { error: Boolean(message), helperText: message };
}
