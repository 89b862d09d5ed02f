import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// CSS grid through Box: the public pages' layouts without MUI's Grid component (a smaller first download).

interface SplitProps {
  /** relative widths of the two columns from md up; stacked below */
  ratio?: readonly [number, number];
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** Two columns from md (900 px) up, one below. */
export function Split({ ratio = [1, 1], children, sx }: SplitProps) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, ${ratio[0]}fr) minmax(0, ${ratio[1]}fr)` },
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

interface CardGridProps {
  /** columns at each breakpoint */
  columns: { xs?: number; sm?: number; md?: number };
  /**
   * From sm up, a column is never narrower than its content's longest unbreakable run (e.g. an
   * e-mail address kept on one line), the others giving way; otherwise columns are strictly equal.
   */
  fitContent?: boolean;
  children: ReactNode;
}

const repeat = (n: number | undefined, min = '0') => (n ? `repeat(${n}, minmax(${min}, 1fr))` : undefined);

/** Equal-width cards that wrap: one column on phones, more on wider screens. */
export function CardGrid({ columns, fitContent = false, children }: CardGridProps) {
  const min = fitContent ? 'min-content' : '0';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: repeat(columns.xs ?? 1), sm: repeat(columns.sm, min), md: repeat(columns.md, min) },
        gap: 3,
      }}
    >
      {children}
    </Box>
  );
}
