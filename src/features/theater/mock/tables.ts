import { defineTable } from '@/mocks/db';
import { now } from '@/mocks/clock';
import { fieldLabels } from '@/mocks/resource';
import { DRAMA_TABLE, DramaSchema, EPISODE_TABLE, EpisodeSchema, H5PageSchema, H5_TABLE, type Drama, type Episode, type H5Page } from '@/records/dramas';
import { BannerTypeSchema, ClassificationSchema, LogoSchema, ReportReasonSchema, TagSchema, type BannerType, type Classification, type Logo, type ReportReason, type Tag } from '../contract';
import { bannerTypeResource, classificationResource, dramaResource, h5Resource, logoResource, reportReasonResource, tagResource } from '../resources';
import { seedBannerTypes, seedClassifications, seedDramas, seedEpisodes, seedH5Pages, seedLogos, seedReportReasons, seedTags } from './world';

/**
 * The theater's tables: the six classification lists, then the dramas (seeded before the file
 * library and the members, who name and watch them) and their episodes.
 */
export const classifications = defineTable<Classification>('classifications', ClassificationSchema, seedClassifications, {
  label: 'theater.table.classifications',
  fields: fieldLabels(classificationResource),
});
export const tags = defineTable<Tag>('tags', TagSchema, seedTags, { label: 'theater.table.tags', fields: fieldLabels(tagResource) });
export const logos = defineTable<Logo>('logos', LogoSchema, seedLogos, { label: 'theater.table.logos', fields: fieldLabels(logoResource) });
export const bannerTypes = defineTable<BannerType>('bannerTypes', BannerTypeSchema, seedBannerTypes, { label: 'theater.table.bannerTypes', fields: fieldLabels(bannerTypeResource) });
export const reportReasons = defineTable<ReportReason>('reportReasons', ReportReasonSchema, seedReportReasons, {
  label: 'theater.table.reportReasons',
  fields: fieldLabels(reportReasonResource),
});
export const h5Pages = defineTable<H5Page>(H5_TABLE, H5PageSchema, seedH5Pages, { label: 'theater.table.h5Pages', fields: fieldLabels(h5Resource) });

export const dramas = defineTable<Drama>(DRAMA_TABLE, DramaSchema, ({ faker }) => seedDramas(faker, now()), {
  label: 'theater.table.dramas',
  fields: { ...fieldLabels(dramaResource), updateTime: 'list.updateTime', createTime: 'list.createTime' },
  after: ['classifications', 'tags', 'logos'],
});

export const episodes = defineTable<Episode>(EPISODE_TABLE, EpisodeSchema, ({ faker }) => seedEpisodes(dramas.all(), faker), {
  label: 'theater.table.episodes',
  fields: {
    dramaId: 'theater.episode.drama',
    number: 'theater.episode.number',
    cover: 'theater.episode.cover',
    video: 'theater.episode.video',
    duration: 'theater.episode.duration',
    price: 'theater.episode.price',
    vipPrice: 'theater.episode.vipPrice',
    charge: 'theater.episode.charge',
  },
  after: [DRAMA_TABLE],
});
