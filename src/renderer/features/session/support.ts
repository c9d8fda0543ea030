/**
 * The support phone shown on the login screen (spec 01 §1: a {phone} whose value the spec does
 * not give). Set VITE_SUPPORT_PHONE at build time for each brand's real number.
 */
export const SUPPORT_PHONE: string = (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) || '(11) 4003-2025';
