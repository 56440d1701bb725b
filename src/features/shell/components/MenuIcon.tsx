import { useState } from 'react';
import { AppsListRegular } from '@fluentui/react-icons';

/** A menu item's icon from its iconUrl, or a neutral glyph when it has none or it fails to load. */
export function MenuIcon({ url, size = 18 }: { url?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <AppsListRegular fontSize={size} aria-hidden />;
  return <img src={url} alt="" width={size} height={size} aria-hidden onError={() => setFailed(true)} />;
}
