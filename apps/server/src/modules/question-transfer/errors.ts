import { AppError } from '../../lib/app-error.js';

/** A format of the contract whose reader or writer isn't there yet (CSV, XLSX and QTI come with their own). */
export const formatNotAvailable = () =>
  new AppError(400, 'format_not_available', 'admin-errors:import.format_not_available', { field: 'format' });
