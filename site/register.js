// Registers the site's service worker (service-worker.js, at the root beside this file),
// so that the site works offline after one visit. Every page of the site loads this file:
// the home page, the Play page, the docs (mkdocs.yml) and JupyterLite's pages
// (scripts/app.py adds it to their <head>). The worker's address is the one JupyterLite
// registers, query included (its option for a cache of its own, which this worker does
// without), so that all pages share one registration.
(() => {
  if (!("serviceWorker" in navigator)) return;
  const worker = new URL("service-worker.js?enableCache=false", document.currentScript.src);
  // JupyterLite's pages unregister every service worker when the JupyterLite version they
  // last saw (kept under this key) is not theirs; offline, registering it again would then
  // fail. The worker is versioned with the whole site already, so the key says this
  // site's JupyterLite (scripts/app.py writes it).
  try {
    localStorage.setItem(`${worker.href}-version`, "{jupyterlite}");
  } catch {
    // no storage for this page: JupyterLite's pages register the worker anew, online
  }
  const visited = location.href;
  // Once the worker is active, the page says it was visited; the worker keeps the page's
  // part of the site and answers, and the page then says (data-offline="kept" on <html>)
  // that it works offline.
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.kept === visited && event.data.missing === 0) {
      document.documentElement.dataset.offline = "kept";
    }
  });
  navigator.serviceWorker
    .register(worker.href)
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active.postMessage({ visited }))
    .catch((error) => console.warn(`The site's service worker did not start: ${error}`));
})();
