// Messages of the owner's blog and news calls (issue 14 §1, §2) and the marks their admins see
// on the storefront.
export const blogEn = {
  "blog.folderNotFound": "This blog folder could not be found",
  "blog.folderStale": "This folder was changed meanwhile: here is its saved version",
  "blog.folderCycle": "A folder cannot be moved inside itself or one of its sub-folders",
  "blog.folderNotEmpty":
    "This folder still holds {{articles}} article(s) and {{folders}} folder(s): move them first",
  "blog.folderSlugTaken": "Another folder already has the address {{slug}}",
  "blog.folderSaved": "Folder {{name}} saved",
  "blog.folderDeleted": "Folder {{name}} deleted",
  "blog.articleNotFound": "This article could not be found",
  "blog.articleStale": "This article was changed meanwhile: here is its saved version",
  "blog.slugTaken": "Another article already has the address {{slug}}",
  "blog.articleSaved": "Article {{title}} saved",
  "blog.articleDeleted": "Article {{title}} deleted",
  "news.notFound": "This news item could not be found",
  "news.stale": "This news item was changed meanwhile: here is its saved version",
  "news.slugTaken": "Another news item already has the address {{slug}}",
  "news.saved": "News item {{title}} saved",
  "news.deleted": "News item {{title}} deleted",
  "post.imageUnknown": "Choose a photo of the media library",
  "content.unpublishedMark": "Not published: only the site's administrators see this page",
  "content.scheduledMark": "Scheduled for {{date}}: only the site's administrators see this page until then",
} as const;

export type BlogMessageKey = keyof typeof blogEn;
