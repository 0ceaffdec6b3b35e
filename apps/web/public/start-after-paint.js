/* global document, requestAnimationFrame, window */
// Starts the app once a prerendered page has painted its content (apps/web/src/prerender/
// page-document.ts puts this script where index.html had the app's entry). The entry and its
// chunks download meanwhile (modulepreload); only their evaluation waits for the browser's
// first-contentful-paint entry, so the page's first paint is never held behind the app's
// JavaScript. Where no such entry comes (a tab opened in the background, a browser without
// paint timing) the app starts after a frame, or on the timer at the latest.
// Until the app has taken the page over, a tap on one of its buttons is kept for the app to
// replay (window.__earlyTaps, read by src/app/early-input.ts), and a form is not sent to the server:
// without the app it would reload the page and lose what was typed.
(function keepEarlyTaps() {
  var taps = (window.__earlyTaps = []);
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (button && button.closest('#prerendered')) taps.push(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (event.target.closest('#prerendered')) event.preventDefault();
    },
    true,
  );
})();

(function startAfterPaint(script) {
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1500);
})(document.currentScript);
