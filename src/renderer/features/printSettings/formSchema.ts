/**
 * What the print settings form accepts (Yup). Apart from model.ts so that the print queue and the
 * settings saga (in the first download) do not carry Yup.
 */
import * as Yup from 'yup';
import { PRINT_SETTINGS_MESSAGES } from './messages';

const whole = (min: number, max: number) =>
  Yup.number()
    .typeError(PRINT_SETTINGS_MESSAGES.printSettingsNumber)
    .required(PRINT_SETTINGS_MESSAGES.printSettingsRequired)
    .integer(PRINT_SETTINGS_MESSAGES.printSettingsNumber)
    .min(min, PRINT_SETTINGS_MESSAGES.printSettingsRange(min, max))
    .max(max, PRINT_SETTINGS_MESSAGES.printSettingsRange(min, max));

/** What the form accepts (the page-size fields only while they are enabled). */
export const printSettingsSchema = Yup.object({
  qtdeCopia: whole(1, 99),
  saltoLinhaInicio: whole(0, 20),
  margemEsquerda: whole(0, 16),
  margemDireita: whole(0, 16),
});
