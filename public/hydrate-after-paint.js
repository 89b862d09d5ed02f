/* global document, requestAnimationFrame */
// Loaded by the prerendered public pages (scripts/prerender.mjs) in place of their module script:
// the page is readable as it arrives, so its scripts (which hydrate it) are asked for only after
// the first paint, and do not compete with it for a slow connection. A file, not inline: the CSP
// allows scripts from this origin only.
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // the frame after the first paint
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
