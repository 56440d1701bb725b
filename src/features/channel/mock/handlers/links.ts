import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { PIXEL_TABLE, type PixelConfig } from '@/records/promotions';
import { worldTable } from '@/mocks/db';
import { handleCall, ok, refuse } from '@/mocks/http';
import { defineMigrationWriter } from '@/mocks/migration';
import { buildPromotionLink, generateLinkCall } from '@/records/channels';
import { COMPANY_MIGRATION } from '@/records/channels';
import { channelTables } from '../tables';

/*
 * Issue #14. The link generator's call (toolCategory/generationLinks): the channel area keeps the
 * promotion links, so it writes them; the drama and the pixel are read through their areas'
 * contracts. And data migration's channel-company target: the company form's rules (checked by
 * the tool), a name another company has is refused, each row one company.
 */

const { companies, channels, links } = channelTables;
// Resolved on use: the theater and tool areas load after this one (src/app/areas.ts).
const dramas = () => worldTable<Drama>(DRAMA_TABLE);
const pixels = () => worldTable<PixelConfig>(PIXEL_TABLE);

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

export const linkHandlers = [
  handleCall(generateLinkCall, async ({ request, input, user }) => {
    const channel = channels.get(input.channelId);
    if (!channel) return refuse(request, 'channel.link.channelMissing', 400);
    const drama = dramas().get(input.dramaId);
    if (!drama) return refuse(request, 'channel.link.dramaMissing', 400);
    if (drama.grounding !== 'uploaded') return refuse(request, 'channel.link.dramaOffShelf', 400);
    if (input.startEpisode > drama.releasedEpisodes) return refuse(request, 'channel.link.episodeUnreleased', 400, { episode: input.startEpisode, released: drama.releasedEpisodes });
    const pixel = input.pixelId == null ? null : pixels().get(input.pixelId);
    if (input.pixelId != null && !pixel?.enabled) return refuse(request, 'channel.link.pixelMissing', 400);
    const url = buildPromotionLink({
      channelNumber: channel.number,
      dramaId: drama.id,
      episode: input.startEpisode,
      pixelCode: pixel?.pixelCode ?? null,
      utmSource: input.utmSource,
      utmMedium: input.utmMedium,
      utmCampaign: input.utmCampaign,
      utmContent: input.utmContent,
    });
    const row = await links.insert(
      {
        id: links.nextId(),
        channelId: channel.id,
        name: input.name.trim(),
        url,
        dramaId: drama.id,
        startEpisode: input.startEpisode,
        pixelId: pixel?.id ?? null,
        utmSource: input.utmSource.trim(),
        utmMedium: input.utmMedium.trim(),
        utmCampaign: input.utmCampaign.trim(),
        utmContent: input.utmContent.trim(),
        operator: user.name,
        createTime: new Date().toISOString(),
      },
      { id: user.id, name: user.name },
    );
    return ok(row);
  }),
];

defineMigrationWriter(COMPANY_MIGRATION.key, {
  check: (values) => (companies.find((c) => same(c.name, values.name)) ? { reason: 'channel.company.nameTaken', field: 'name' } : null),
  write: async (values, { user }) => {
    const row = await companies.insert(
      { id: companies.nextId(), name: String(values.name).trim(), contact: String(values.contact).trim(), phone: String(values.phone).trim(), createTime: new Date().toISOString() },
      { id: user.id, name: user.name },
    );
    return row.id;
  },
});
