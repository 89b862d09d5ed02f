// The script of the prerendered marketing pages (scripts/prerender.mjs): they are HTML and CSS
// built by React at build time and are not hydrated; this wires what they do. It loads no React,
// router or MUI: the home page's whole script is a few kilobytes (docs/adr/
// 0146-the-marketing-pages-are-not-hydrated.md).
import { enhancePublicPage } from './lib/enhance/public-page';

enhancePublicPage(document);
