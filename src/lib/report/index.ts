/*
 * The report kit: every statistical report, the dashboard and the membership data use it.
 * - period.ts: the periods (presets, custom ranges and their rule, the previous period, the URL,
 *   the reports' time zone): pure, shared with the mock's warehouse;
 * - compare.ts, indicators.ts: compare-to-previous, the custom-indicator limit: pure;
 * - wire.ts: the request and answer shapes every report call shares (valibot);
 * - charts.ts: datasets and the Highcharts options drawn from them (theme colours, ZH/EN texts);
 * - use-report.ts: the period in the URL and the report's data (the load machine, with its refresh guard);
 * - components.tsx: the period bar, headline figures with their change, a chart with its table
 *   and export, custom indicators, the empty state; Chart.tsx loads Highcharts;
 * - ReportPage.tsx: the report page scaffold (period bar, note, loading / failure, figures against
 *   the period before, the page's cards), used by every report page.
 * Import this module from report pages only: it brings Highcharts and the kit's messages.
 */
export * from './period';
export * from './compare';
export * from './indicators';
export * from './charts';
export * from './use-report';
export * from './components';
export * from './ReportPage';
export * from './wire';
export * from './markers';
export * from './Markers';
