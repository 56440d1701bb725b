import { defineTable, worldTable } from '@/mocks/db';
import { now } from '@/mocks/clock';
import { fieldLabels } from '@/mocks/resource';
import { DRAMA_TABLE, DramaSchema, EPISODE_TABLE, EpisodeSchema, H5PageSchema, H5_TABLE, type Drama, type Episode, type H5Page } from '@/records/dramas';
import { MEMBER_TABLE, type Member } from '@/records/members';
import {
  BANNER_TABLE,
  BannerSchema,
  BannerTypeSchema,
  COMMENT_REPORT_TABLE,
  COMMENT_TABLE,
  ClassificationSchema,
  CommentReportSchema,
  CommentSchema,
  HOME_COLUMN_TABLE,
  HomeColumnSchema,
  LogoSchema,
  ReportReasonSchema,
  TagSchema,
  type Banner,
  type BannerType,
  type Classification,
  type Comment,
  type CommentReport,
  type HomeColumn,
  type Logo,
  type ReportReason,
  type Tag,
} from '../contract';
import { bannerResource, bannerTypeResource, classificationResource, dramaResource, h5Resource, homeColumnResource, logoResource, reportReasonResource, tagResource } from '../resources';
import { seedComments, seedReports } from './seed/comments';
import { seedBannerTypes, seedClassifications, seedDramas, seedEpisodes, seedH5Pages, seedLogos, seedReportReasons, seedTags } from './seed/dramas';
import { seedBanners, seedColumns } from './seed/home';

/**
 * The theater's tables: the six classification lists, then the dramas (seeded before the file
 * library and the members, who name and watch them) and their episodes; members' comments and
 * their reports; the home screen's banners and columns. Their rows come from ./seed.
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

/** The member table, looked up when first used (the member area's mock may load after this one). */
const members = () => worldTable<Member>(MEMBER_TABLE);

export const comments = defineTable<Comment>(COMMENT_TABLE, CommentSchema, ({ faker }) => seedComments(faker, now(), dramas.all(), members().all()), {
  label: 'theater.table.comments',
  fields: {
    memberId: 'theater.comment.member',
    dramaId: 'theater.comment.drama',
    episodeNumber: 'theater.comment.episode',
    content: 'theater.comment.content',
    likes: 'theater.comment.likes',
    visible: 'theater.comment.visible',
    time: 'theater.comment.time',
  },
  after: [MEMBER_TABLE, DRAMA_TABLE],
});

export const commentReports = defineTable<CommentReport>(
  COMMENT_REPORT_TABLE,
  CommentReportSchema,
  ({ faker }) => seedReports(faker, now(), comments.all(), members().all(), reportReasons.all()),
  {
    label: 'theater.table.commentReports',
    fields: {
      commentId: 'theater.report.comment',
      reporterId: 'theater.report.reporter',
      reasonId: 'theater.report.reason',
      time: 'theater.report.time',
      handled: 'theater.report.handled',
      handling: 'theater.report.handling',
      handledBy: 'theater.report.handledBy',
      handledTime: 'theater.report.handledTime',
    },
    after: [COMMENT_TABLE, MEMBER_TABLE, 'reportReasons'],
  },
);

export const banners = defineTable<Banner>(BANNER_TABLE, BannerSchema, () => seedBanners(dramas.all(), now()), {
  label: 'theater.table.banners',
  fields: fieldLabels(bannerResource),
  after: [DRAMA_TABLE, 'bannerTypes'],
});
export const homeColumns = defineTable<HomeColumn>(HOME_COLUMN_TABLE, HomeColumnSchema, () => seedColumns(dramas.all()), {
  label: 'theater.table.homeColumns',
  fields: fieldLabels(homeColumnResource),
  after: [DRAMA_TABLE],
});
