import { HomePreviewButton } from '../components/HomePreview';
import { HOME_LISTS } from '../resources';
import { TabbedLists } from '../components/TabbedLists';

/**
 * theater/homePage: the home screen's banners and columns, as tabs above one list like
 * theater/classification (docs/pages.md). Each is the resource pattern (add, edit, delete with
 * confirmation, enable switch, order); a banner's display window starts before it ends, a column's
 * name takes 2-20 characters (section 5), its dramas are ordered. 预览首页 shows the app's home
 * screen as the current banners and columns render it (HomePreview.tsx).
 */
export default function HomePage() {
  return <TabbedLists lists={HOME_LISTS} store="theater:homePage:list" labelId="theater.home.page" actions={<HomePreviewButton />} />;
}
