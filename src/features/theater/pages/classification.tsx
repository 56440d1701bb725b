import { CLASSIFICATION_LISTS } from '../resources';
import { TabbedLists } from '../components/TabbedLists';

/**
 * theater/classification: six small lists on one page, as tabs above one list (docs/pages.md
 * says why): plot classifications, tags, logos, banner types, report reasons, H5 pages. Each is
 * the resource pattern (add, edit, delete with confirmation, enable switch, order); deleting a
 * classification or tag that dramas use is refused by the server, naming how many.
 */
export default function ClassificationPage() {
  return <TabbedLists lists={CLASSIFICATION_LISTS} store="theater:classification:list" labelId="theater.classification.page" />;
}
