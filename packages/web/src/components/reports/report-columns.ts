import type { ReactNode } from 'react';
import type { CsvColumn, CsvValue } from '@lobby/flows';

/**
 * One column of a report, declared once for its table and its CSV export: the header's i18n key (the reports'
 * namespace, `agentReports`; another namespace's as `ns:key`), how the table draws a row's cell and how the
 * export writes its value. A column without `cell` is the export's only, one without `csv` the table's only.
 */
export interface ReportColumn<Row> {
  header: string;
  cell?: (row: Row) => ReactNode;
  csv?: (row: Row) => CsvValue;
  /** Numbers align to the end. */
  numeric?: boolean;
}

/** The export's columns: those with a CSV value, their headers in the reader's language. */
export const csvColumns = <Row>(
  columns: readonly ReportColumn<Row>[],
  translate: (key: string) => string,
): CsvColumn<Row>[] =>
  columns.flatMap(({ header, csv }) => (csv ? [{ header: translate(header), value: csv }] : []));
