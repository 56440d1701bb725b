import { CHANNEL_TABLE, LINK_TABLE, type Channel, type PromotionLink } from '@/records/channels';
import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { worldTable } from '@/mocks/db';
import { handleCall, ok } from '@/mocks/http';
import { crudHandlers } from '@/mocks/resource';
import { linkOptionsCall } from '../../contract';
import { linkResource, type LinkRow } from '../../resources';
import { toolTables } from '../tables';

/*
 * toolCategory/generationLinks: the promotion links are the channel area's records (it writes
 * them: promotionLink/v1/generate in its contract); here they are read, with their channel's,
 * drama's and pixel's names, and the generator's choices are gathered.
 */

const links = worldTable<PromotionLink>(LINK_TABLE);
const channels = worldTable<Channel>(CHANNEL_TABLE);
const dramas = () => worldTable<Drama>(DRAMA_TABLE);

function presentLink(row: PromotionLink): LinkRow {
  return {
    ...row,
    channelName: channels.get(row.channelId)?.name ?? '',
    dramaName: row.dramaId == null ? '' : (dramas().get(row.dramaId)?.name ?? ''),
    pixelName: row.pixelId == null ? '' : (toolTables.pixels.get(row.pixelId)?.name ?? ''),
  };
}

export const linkHandlers = [
  ...crudHandlers<PromotionLink>({
    def: linkResource,
    table: links,
    present: presentLink,
    // The keyword looks in the names the list shows too, not only the link's own fields.
    filterBy: {
      keyword: (row, value) => {
        const needle = String(value).trim().toLowerCase();
        if (!needle) return true;
        const shown = presentLink(row);
        return [shown.name, shown.channelName, shown.dramaName, shown.utmSource, shown.utmCampaign, shown.url].some((x) => x.toLowerCase().includes(needle));
      },
    },
  }),

  handleCall(linkOptionsCall, () =>
    ok({
      channels: channels
        .all()
        .sort((a, b) => a.id - b.id)
        .map((c) => ({ id: c.id, name: c.name, number: c.number })),
      dramas: dramas()
        .all()
        .filter((d) => d.grounding === 'uploaded' && d.releasedEpisodes > 0)
        .sort((a, b) => a.id - b.id)
        .map((d) => ({ id: d.id, name: d.name, releasedEpisodes: d.releasedEpisodes, startChargeEpisode: d.startChargeEpisode })),
      pixels: toolTables.pixels
        .all()
        .filter((p) => p.enabled)
        .sort((a, b) => a.id - b.id)
        .map((p) => ({ id: p.id, name: p.name, platform: p.platform, pixelCode: p.pixelCode })),
    }),
  ),
];
