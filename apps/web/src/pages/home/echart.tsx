import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTabActive } from '../../core/tab-context';

// Only what the home page draws: lines and bars on a grid, with tooltip and legend. Imported
// by the home page alone, so ECharts lives in its lazy chunk and never in the shell's.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * A chart that follows its option and the width of its box. It is made and drawn only while its
 * tab shows: at login the home page's figures arrive while the clerk is already opening a screen,
 * and drawing charts behind that screen took its main thread (about 50 ms of a first open). A
 * hidden home tab draws what changed when it is shown again.
 */
export function EChart({ option, height = 260, testId }: { option: ChartOption; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const drawnOption = useRef<ChartOption | null>(null);
  const shown = useTabActive();

  useEffect(
    () => () => {
      observer.current?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    },
    [],
  );

  // Drawn at once, not animated: the home page is what shows at login, and an animation's frames
  // took the main thread from the screen a clerk opens right away (about 200 ms of a first open).
  useEffect(() => {
    const el = box.current;
    if (!shown || !el || drawnOption.current === option) return;
    if (!chart.current) {
      const c = echarts.init(el);
      chart.current = c;
      // Drawn again only for a new visible size: the home tab hidden behind another and shown
      // again at the width it had costs nothing, where each resize redrew every chart.
      let drawn = `${el.clientWidth}x${el.clientHeight}`;
      observer.current = new ResizeObserver(() => {
        const size = `${el.clientWidth}x${el.clientHeight}`;
        if (el.clientWidth === 0 || size === drawn) return;
        drawn = size;
        c.resize();
      });
      observer.current.observe(el);
    }
    chart.current.setOption({ animation: false, ...option }, true);
    drawnOption.current = option;
  }, [option, shown]);

  return <div ref={box} style={{ height, width: '100%' }} data-testid={testId} />;
}
