// Starts the kernel of the notebook a JupyterLite page opens (`?path=NAME.ipynb`) as soon
// as the app exists, before it has activated its plugins and opened the notebook: the
// kernel's Python then loads while the app builds its page, instead of after. The notebook
// finds the session by its path, as JupyterLab's documents do, and takes it over.
// scripts/app.py puts this script in JupyterLite's pages, after register.js; it needs the
// app on `window.jupyterapp` (scripts/site.py's `exposeAppInBrowser`).
//
// `<html data-early-kernel>` says what became of it: "started", or "failed" (the notebook
// then starts its kernel itself, as without this script). The session is started without
// handling comms: the notebook's own connection handles them (a second connection that
// did would close every widget's comm, for want of its target).
(() => {
  const path = new URL(location.href).searchParams.get("path");
  if (!path?.endsWith(".ipynb")) return;
  const note = (state) => { document.documentElement.dataset.earlyKernel = state; };

  /** The name of the default kernel, once the app's kernel specs name one. */
  function kernelName(kernelspecs) {
    return new Promise((resolve) => {
      const look = () => {
        const specs = kernelspecs.specs;
        if (!specs?.kernelspecs[specs.default]) return false;
        kernelspecs.specsChanged.disconnect(look);
        resolve(specs.default);
        return true;
      };
      if (!look()) kernelspecs.specsChanged.connect(look);
    });
  }

  async function start(app) {
    const { kernelspecs, sessions } = app.serviceManager;
    await Promise.all([kernelspecs.ready, sessions.ready]);
    const name = await kernelName(kernelspecs);
    // The name a notebook's session has: its file's name (JupyterLite finds it by that).
    const session = await sessions.startNew(
      { path, name: path.split("/").pop(), type: "notebook", kernel: { name } },
      { kernelConnectionOptions: { handleComms: false } },
    );
    session.dispose(); // this connection only; the kernel runs on for the notebook
    note("started");
  }

  // The app is on the window from the moment it is made, before it starts.
  const wait = () => {
    if (!window.jupyterapp) return void setTimeout(wait, 10);
    start(window.jupyterapp).catch((error) => {
      console.warn("The notebook's kernel could not be started early:", error);
      note("failed");
    });
  };
  wait();
})();
