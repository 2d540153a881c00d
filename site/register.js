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
  // Once the worker is active and the page has started, the page says it was visited
  // (data-keep-after on <html> says what it waited for: "board", "kernel", "load" or "a
  // minute"); the worker keeps the page's part of the site and answers, and the page then
  // says (data-offline="kept") that it works offline.
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.kept === visited && event.data.missing === 0) {
      document.documentElement.dataset.offline = "kept";
    }
  });
  navigator.serviceWorker
    .register(worker.href)
    .then(() => Promise.all([navigator.serviceWorker.ready, started()]))
    .then(([registration, waited]) => {
      document.documentElement.dataset.keepAfter = waited;
      registration.active.postMessage({ visited });
    })
    .catch((error) => console.warn(`The site's service worker did not start: ${error}`));

  /** Resolves once the page has started, with what it waited for: its board ready (the
   * Play page), its notebook's kernel started and then idle for a second (JupyterLite's
   * apps: after a Run All, say), or loaded (any other page); at the latest a minute after
   * it loaded. Keeping the page's part of the site (up to 40 MB) while the page starts or
   * runs its first cells would hold its own downloads and its work back. */
  async function started() {
    await new Promise((resolve) => {
      if (document.readyState === "complete") resolve();
      else addEventListener("load", resolve, { once: true });
    });
    const latest = new Promise((resolve) => setTimeout(() => resolve("a minute"), 60_000));
    return Promise.race([latest, ownStart()]);
  }

  async function ownStart() {
    if (document.body.classList.contains("play")) {
      if (!document.body.dataset.ready) {
        await new Promise((resolve) => addEventListener("hwready", resolve, { once: true }));
      }
      return "board";
    }
    if ([...document.scripts].some((script) => script.text.includes("config-utils.js"))) {
      // One of JupyterLite's apps (their pages load its config-utils.js; scripts/app.py
      // finds them so too). The home page has JupyterLite's settings element, not its app.
      const app = await new Promise((resolve) => {
        const look = () => (window.jupyterapp ? resolve(window.jupyterapp) : setTimeout(look, 100));
        look();
      });
      await app.restored;
      const session = app.shell.currentWidget?.sessionContext;
      await session?.ready;
      const kernel = session?.session?.kernel;
      if (kernel) {
        await kernel.info;
        await idle(kernel);
        return "kernel";
      }
    }
    return "load";
  }

  /** Resolves once JupyterLite's `kernel` has been idle for a second. */
  function idle(kernel) {
    return new Promise((resolve) => {
      let timer = null;
      const look = () => {
        clearTimeout(timer);
        if (kernel.status === "idle") timer = setTimeout(done, 1000);
      };
      const done = () => {
        kernel.statusChanged.disconnect(look);
        resolve();
      };
      kernel.statusChanged.connect(look);
      look();
    });
  }
})();
