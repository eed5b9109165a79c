import type { BlogMessageKey } from "./blog.en";

// French messages of the owner's blog and news calls; every key of blog.en.ts is here.
export const blogFr: Record<BlogMessageKey, string> = {
  "blog.folderNotFound": "Cette rubrique du blog est introuvable",
  "blog.folderStale": "Cette rubrique a été modifiée entre-temps : voici sa version enregistrée",
  "blog.folderCycle":
    "Une rubrique ne peut pas être déplacée dans elle-même ni dans une de ses sous-rubriques",
  "blog.folderNotEmpty":
    "Cette rubrique contient encore {{articles}} article(s) et {{folders}} rubrique(s) : déplacez-les d’abord",
  "blog.folderSlugTaken": "Une autre rubrique a déjà l’adresse {{slug}}",
  "blog.folderSaved": "Rubrique {{name}} enregistrée",
  "blog.folderDeleted": "Rubrique {{name}} supprimée",
  "blog.articleNotFound": "Cet article est introuvable",
  "blog.articleStale": "Cet article a été modifié entre-temps : voici sa version enregistrée",
  "blog.slugTaken": "Un autre article a déjà l’adresse {{slug}}",
  "blog.articleSaved": "Article {{title}} enregistré",
  "blog.articleDeleted": "Article {{title}} supprimé",
  "news.notFound": "Cette actualité est introuvable",
  "news.stale": "Cette actualité a été modifiée entre-temps : voici sa version enregistrée",
  "news.slugTaken": "Une autre actualité a déjà l’adresse {{slug}}",
  "news.saved": "Actualité {{title}} enregistrée",
  "news.deleted": "Actualité {{title}} supprimée",
  "post.imageUnknown": "Choisissez une photo de la médiathèque",
  "content.unpublishedMark": "Non publié : seuls les administrateurs du site voient cette page",
  "content.scheduledMark":
    "Programmé le {{date}} : seuls les administrateurs du site voient cette page d’ici là",
};
