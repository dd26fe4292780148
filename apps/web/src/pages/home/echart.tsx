import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the home page draws: lines and bars on a grid, with tooltip and legend. Imported
// by the home page alone, so ECharts lives in its lazy chunk and never in the shell's.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/** A chart that follows its option and the width of its box. */
export function EChart({ option, height = 260, testId }: { option: ChartOption; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const el = box.current;
    const c = echarts.init(el);
    chart.current = c;
    // Drawn again only for a new visible size: the home tab hidden behind another (0 wide) and
    // shown again at the width it had costs nothing, where each resize redrew every chart.
    let drawn = `${el.clientWidth}x${el.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const size = `${el.clientWidth}x${el.clientHeight}`;
      if (el.clientWidth === 0 || size === drawn) return;
      drawn = size;
      c.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  // Drawn at once, not animated: the home page is what shows at login, and an animation's frames
  // took the main thread from the screen a clerk opens right away (about 200 ms of a first open).
  useEffect(() => {
    chart.current?.setOption({ animation: false, ...option }, true);
  }, [option]);

  return <div ref={box} style={{ height, width: '100%' }} data-testid={testId} />;
}
