export const STATEMENT_TEXT = {
  title: 'Monthly statement',
  intro:
    'Your opening balance and profit, every movement of the month and the closing figures. Months run from the first to the last day in UTC.',
  month: 'Month',
  format: 'Format',
  pdf: 'PDF',
  csv: 'CSV (spreadsheet)',
  download: 'Download statement',
  downloading: 'Preparing your statement',
} as const;
