import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { srOnly } from '../ui/srOnly';
import { DASHBOARD_TEXT } from './texts';

export interface FigureTable {
  columns: string[];
  rows: string[][];
  /** said instead of an empty table */
  empty?: string;
}

/**
 * A chart with its heading and, for screen readers, the same figures as a table: the drawing is
 * one image named by the heading (its bars and lines mean nothing read one by one), and the
 * table right after it gives every value with its day.
 */
export const ChartFigure = ({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description?: string;
  table: FigureTable;
  children: ReactNode;
}) => {
  const ids = useId();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={`${ids}-title`} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Typography id={`${ids}-title`} component="h2" variant="h6">
          {title}
        </Typography>
        {description && (
          <Typography id={`${ids}-desc`} variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        <Box role="img" aria-label={title} aria-describedby={description ? `${ids}-desc` : undefined} sx={{ width: '100%' }}>
          {children}
        </Box>
        <Box sx={srOnly}>
          {table.rows.length === 0 ? (
            <p>{table.empty ?? DASHBOARD_TEXT.noFigures}</p>
          ) : (
            <table>
              <caption>{DASHBOARD_TEXT.asTable(title)}</caption>
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row[0]}>
                    <th scope="row">{row[0]}</th>
                    {row.slice(1).map((cell, i) => (
                      <td key={table.columns[i + 1]}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
