/**
 * The icons that Font Awesome Free 7 draws in the regular style (the names of
 * @fortawesome/fontawesome-free/svgs/regular, without "fa-"); every other free icon exists in solid
 * only. icons.test.ts checks this list against the installed package.
 */
export const freeRegularIconNames: ReadonlySet<string> = new Set(
  [
    "address-book address-card alarm-clock angry arrow-alt-circle-down arrow-alt-circle-left ",
    "arrow-alt-circle-right arrow-alt-circle-up bar-chart bell bell-slash bookmark building calendar ",
    "calendar-alt calendar-check calendar-days calendar-minus calendar-plus calendar-times ",
    "calendar-xmark camera camera-alt caret-square-down caret-square-left caret-square-right ",
    "caret-square-up chart-bar check-circle check-square chess-bishop chess-king chess-knight chess-pawn ",
    "chess-queen chess-rook circle circle-check circle-dot circle-down circle-left circle-pause ",
    "circle-play circle-question circle-right circle-stop circle-up circle-user circle-xmark clipboard ",
    "clock clock-four clone closed-captioning cloud comment comment-alt comment-dots commenting comments ",
    "compass contact-book contact-card copy copyright credit-card credit-card-alt dizzy dot-circle ",
    "drivers-license edit envelope envelope-open eye eye-slash face-angry face-dizzy face-flushed ",
    "face-frown face-frown-open face-grimace face-grin face-grin-beam face-grin-beam-sweat ",
    "face-grin-hearts face-grin-squint face-grin-squint-tears face-grin-stars face-grin-tears ",
    "face-grin-tongue face-grin-tongue-squint face-grin-tongue-wink face-grin-wide face-grin-wink ",
    "face-kiss face-kiss-beam face-kiss-wink-heart face-laugh face-laugh-beam face-laugh-squint ",
    "face-laugh-wink face-meh face-meh-blank face-rolling-eyes face-sad-cry face-sad-tear face-smile ",
    "face-smile-beam face-smile-wink face-surprise face-tired file file-alt file-archive file-audio ",
    "file-clipboard file-code file-excel file-image file-lines file-pdf file-powerpoint file-text ",
    "file-video file-word file-zipper flag floppy-disk flushed folder folder-blank folder-closed ",
    "folder-open font-awesome font-awesome-flag font-awesome-logo-full frown frown-open futbol ",
    "futbol-ball gem grimace grin grin-alt grin-beam grin-beam-sweat grin-hearts grin-squint ",
    "grin-squint-tears grin-stars grin-tears grin-tongue grin-tongue-squint grin-tongue-wink grin-wink ",
    "hand hand-back-fist hand-lizard hand-paper hand-peace hand-point-down hand-point-left ",
    "hand-point-right hand-point-up hand-pointer hand-rock hand-scissors hand-spock handshake ",
    "handshake-alt handshake-simple hard-drive hdd headphones headphones-alt headphones-simple heart ",
    "home home-alt home-lg-alt hospital hospital-alt hospital-wide hourglass hourglass-2 hourglass-empty ",
    "hourglass-half house id-badge id-card image images keyboard kiss kiss-beam kiss-wink-heart laugh ",
    "laugh-beam laugh-squint laugh-wink lemon life-ring lightbulb list-alt map meh meh-blank ",
    "meh-rolling-eyes message minus-square money-bill-1 money-bill-alt moon newspaper note-sticky ",
    "object-group object-ungroup paper-plane paste pause-circle pen-to-square play-circle plus-square ",
    "question-circle rectangle-list rectangle-times rectangle-xmark registered sad-cry sad-tear save ",
    "share-from-square share-square smile smile-beam smile-wink snowflake soccer-ball square ",
    "square-caret-down square-caret-left square-caret-right square-caret-up square-check square-full ",
    "square-minus square-plus star star-half star-half-alt star-half-stroke sticky-note stop-circle sun ",
    "surprise thumbs-down thumbs-up times-circle times-rectangle tired trash-alt trash-can truck user ",
    "user-alt user-circle user-large vcard window-close window-maximize window-minimize window-restore ",
    "xmark-circle ",
  ]
    .join("")
    .trim()
    .split(" "),
);
