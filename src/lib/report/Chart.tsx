import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';

/**
 * A Highcharts chart with its accessibility module (a description, a keyboard-navigable series,
 * its texts in the console's language: ./charts.ts). The only module of the kit that loads
 * Highcharts: it arrives with the first report page's chunk, never with the sign-in page.
 * Rebuilt when its options change (period, language, indicators).
 */
export function Chart({ options }: { options: Highcharts.Options }) {
  return <HighchartsReact highcharts={Highcharts} options={options} immutable />;
}
