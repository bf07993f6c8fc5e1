import { limits } from '../../../../shared/constants/limits';

/** Spec §9: settings snackbars show for 3 s. */
export const SNACKBAR_MS = limits.snackbarMs.short;
