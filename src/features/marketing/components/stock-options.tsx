import Typography from '@mui/material/Typography';
import { HOME } from '@/src/config/site';
import { Illustration } from './illustration';
import { Split } from './layout';
import { Reveal } from './reveal';
import { Section } from './section';
import { TickList } from './tick-list';

/** 'Stock Option Available': a starting amount and period per stock; pick one that fits your budget. */
export function StockOptions() {
  const { stockOptions } = HOME;
  return (
    <Section labelledBy="stock-options-heading">
      <Split ratio={[7, 5]}>
        <Reveal>
          <Typography id="stock-options-heading" component="h2" variant="h3" sx={{ fontSize: { xs: 30, md: 40 }, mb: 2 }}>
            {stockOptions.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 18, mb: 3 }}>
            {stockOptions.text}
          </Typography>
          <TickList items={stockOptions.points} />
        </Reveal>
        <Reveal delay={120}>
          <Illustration image={stockOptions.image} />
        </Reveal>
      </Split>
    </Section>
  );
}
