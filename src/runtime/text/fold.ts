// Text compared without the accents of French (and its neighbours'): "helene" finds "Hélène". The
// same letters are folded in SQL (translate) and here, so a search and its column agree.
export const ACCENTED = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ";
export const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyoaAAAAAACEEEEIIIINOOOOOUUUUYY";

export const withoutAccents = (text: string) =>
  [...text].map((ch) => PLAIN[ACCENTED.indexOf(ch)] ?? ch).join("");

/** A SQL expression folded and lower-cased, written out (for a generated column: no parameters). */
export const foldedLowerSql = (expression: string) =>
  `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;
