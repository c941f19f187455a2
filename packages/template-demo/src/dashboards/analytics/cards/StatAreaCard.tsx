import { ApexFigure } from '@vitrine/web/components/charts/ApexFigure';
import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import type { LucideIcon } from 'lucide-react';
import { Card } from 'react-bootstrap';

/** A figure with an area sparkline underneath (subscribers gained, orders received). */
export function StatAreaCard({
  icon: Icon,
  tone,
  total,
  label,
  series,
  seriesName,
  chartLabel,
  theme,
}: {
  icon: LucideIcon;
  tone: 'primary' | 'warning';
  total: string;
  label: string;
  series: number[];
  seriesName: string;
  chartLabel: string;
  theme: ChartTheme;
}) {
  return (
    <Card className="h-100 overflow-hidden">
      <Card.Body className="pb-0">
        <span className={`d-inline-flex rounded-circle p-2 mb-2 bg-${tone}-subtle text-${tone}-emphasis`} aria-hidden>
          <Icon size={22} />
        </span>
        <div className="h3 mb-0">{total}</div>
        <h2 className="h6 fw-normal text-body-secondary mb-0">{label}</h2>
      </Card.Body>
      <ApexFigure
        type="area"
        theme={theme}
        height={100}
        label={chartLabel}
        series={[{ name: seriesName, data: series }]}
        options={{
          colors: [theme[tone]],
          chart: { sparkline: { enabled: true } },
          stroke: { curve: 'smooth', width: 2.5 },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.6, opacityTo: 0.1 } },
          tooltip: { x: { show: false } },
        }}
      />
    </Card>
  );
}
