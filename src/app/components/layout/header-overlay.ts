/**
 * MENU_TYPE ABSOLUTE (docs/decisions/116): the header is laid over the first section of the page
 * and takes its background once the page is scrolled. This script runs inline, right after the
 * header and before the page's content is parsed, so that the first paint is already laid out
 * (no layout shift): it writes the header's height as `--vs-header-height` on <html> (kept up to
 * date by a ResizeObserver) and `data-vs-scrolled` while the page is scrolled. Without it (no
 * JavaScript) the header stays an ordinary one, in the flow and on its background
 * (themes/header.css). A header that scrolls away counts as scrolled only once out of sight.
 */
export const headerOverlayScript =
  '(()=>{const d=document.documentElement,h=document.getElementById("vs-header");if(!h)return;' +
  'const size=()=>{d.style.setProperty("--vs-header-height",h.offsetHeight+"px");d.setAttribute("data-vs-header-height","")};' +
  'const scrolled=()=>{const s=scrollY>(h.classList.contains("sticky")?8:h.offsetHeight);' +
  'if(s!==d.hasAttribute("data-vs-scrolled"))d.toggleAttribute("data-vs-scrolled",s)};' +
  "size();scrolled();if(window.ResizeObserver)new ResizeObserver(size).observe(h);" +
  'let q=0;addEventListener("scroll",()=>{if(q)return;q=1;requestAnimationFrame(()=>{q=0;scrolled()})},{passive:true})})()';
