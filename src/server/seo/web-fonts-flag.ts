// The one inline script of a rendered page. A visitor whose browser has the web fonts already (public/after-hero.js
// remembers it in localStorage) gets <html class="web-fonts"> before anything is drawn, so the page paints in
// the web fonts with no swap (src/client/styles/index.css). It runs before the stylesheet; the Content
// Security Policy allows it by its hash (plugins/security.ts), not by 'unsafe-inline'.
import { createHash } from 'node:crypto';

export const WEB_FONTS_FLAG_SCRIPT =
  "try{localStorage.wf&&document.documentElement.classList.add('web-fonts')}catch(e){}";

export const WEB_FONTS_FLAG_HASH = `'sha256-${createHash('sha256').update(WEB_FONTS_FLAG_SCRIPT).digest('base64')}'`;

export const WEB_FONTS_FLAG_TAG = `<script>${WEB_FONTS_FLAG_SCRIPT}</script>`;
