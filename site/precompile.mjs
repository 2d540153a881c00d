// The browser's Python, precompiled where the site uses it (scripts/site.py runs this with
// Node at build time). Pyodide ships its standard library as sources (python_stdlib.zip),
// and a wheel holds sources, so a page compiles each module it imports: in the browser that
// was most of Pyodide's own start, half of the notebooks' kernel start and a third of the
// Play page's Python (docs/performance.md). This script finds which modules the site's
// Python imports, by importing them here, with the same Pyodide and the wheels beside it:
// Pyodide's start, the Play page's start (its Python files and a board of each game), the
// notebooks' kernel (JupyterLite's kernel with IPython's shell, the widgets, the progress
// bars, completion) and every module of the package. Then, in the runtime's folder:
//
// - python_stdlib.zip: each of those modules as bytecode in place of its source;
// - each wheel: each of those modules as bytecode in place of its source (beside it, in
//   __pycache__, for the package itself, whose registry reads its games' sources and whose
//   tracebacks a player reads);
//
// every other module keeps its source, so the site grows only by what pays. The bytecode is
// hash-based and unchecked: nothing compares it with a source at import.
//
// Usage: node site/precompile.mjs RUNTIME PLAY
//   RUNTIME: the site's runtime folder (static/pyodide: its standard library and wheels are
//   rewritten; scripts/site.py writes the lock's sha256 afterwards); PLAY: the Play page's
//   folder (its Python files).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadPyodide } from "./node_modules/pyodide/pyodide.mjs";

const [runtime, play] = process.argv.slice(2);
const pyodide = await loadPyodide({ indexURL: `${runtime}/` });
const into = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
const wheels = readdirSync(runtime).filter((name) => name.endsWith(".whl"));
for (const wheel of wheels) {
  const bytes = new Uint8Array(readFileSync(join(runtime, wheel)));
  pyodide.unpackArchive(bytes, "wheel", { extractDir: into, filename: wheel });
}
// The Play page's Python, as its worker runs it (its comms go nowhere here).
globalThis.hwPage = { receive() {} };
pyodide.FS.mkdirTree("/hearttoheart");
for (const name of ["keeping.py", "bridge.py", "board.py"]) {
  pyodide.runPython(readFileSync(join(play, name), "utf8"), { filename: name });
}
pyodide.runPython(`
from hearttoheart_widget.common import registry

for game in registry.declarations():
    board, _, _ = start(f"http://127.0.0.1/play/?game={game.command}", "de")
keep(board, "http://127.0.0.1/play/")
`);
// The notebooks' kernel, then every module of the package.
pyodide.runPython(`
import importlib, pkgutil

import hearttoheart_widget

for name in ("pyodide_kernel", "piplite", "ipywidgets", "anywidget", "tqdm.auto", "jedi"):
    importlib.import_module(name)
for module in pkgutil.walk_packages(hearttoheart_widget.__path__, "hearttoheart_widget."):
    try:
        importlib.import_module(module.name)
    except ModuleNotFoundError as error:  # an extra's module (gymnasium, dask ...)
        if error.name.startswith("hearttoheart_widget"):
            raise
`);
pyodide.FS.mkdirTree("/runtime");
pyodide.FS.writeFile("/runtime/python_stdlib.zip", readFileSync(join(runtime, "python_stdlib.zip")));
for (const wheel of wheels) pyodide.FS.writeFile(`/runtime/${wheel}`, readFileSync(join(runtime, wheel)));
const said = pyodide.runPython(`
import marshal, os, sys, sysconfig, zipfile
from importlib.util import MAGIC_NUMBER, cache_from_source, source_hash

ZIP = "/lib/python314.zip/"
PURELIB = "/" + sysconfig.get_path("purelib").lstrip("/") + "/"
OWN = "hearttoheart_widget/"
# (Pyodide's prefix is "/", so its paths may start with two slashes)
imported = {
    "/" + module.__spec__.origin.lstrip("/")
    for module in list(sys.modules.values())
    if getattr(getattr(module, "__spec__", None), "origin", None)
}
FLAGS = (0b01).to_bytes(4, "little")  # hash-based, unchecked


def bytecode(source: bytes, path: str) -> bytes:
    code = compile(source, path, "exec", dont_inherit=True)
    return MAGIC_NUMBER + FLAGS + source_hash(source) + marshal.dumps(code)


def rewrite(archive: str, base: str) -> int:
    """Rewrite the zip at archive with the imported modules (their paths base + name) as
    bytecode; how many."""
    with zipfile.ZipFile(archive) as source:
        members = [(info, source.read(info)) for info in source.infolist()]
    compiled = 0
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info, data in members:
            name = info.filename
            if not (name.endswith(".py") and base + name in imported):
                target.writestr(info, data)
                continue
            compiled += 1
            if name.startswith(OWN):
                target.writestr(info, data)
                cached = cache_from_source(name)  # __pycache__/NAME.cpython-314.pyc
                target.writestr(cached, bytecode(data, base + name))
            else:
                target.writestr(name + "c", bytecode(data, base + name))
    return compiled


counts = [f"standard library {rewrite('/runtime/python_stdlib.zip', ZIP)}"]
for wheel in sorted(os.listdir("/runtime")):
    if wheel.endswith(".whl"):
        counts.append(f"{wheel.split('-')[0]} {rewrite('/runtime/' + wheel, PURELIB)}")
"modules compiled: " + ", ".join(counts)
`);
writeFileSync(join(runtime, "python_stdlib.zip"), pyodide.FS.readFile("/runtime/python_stdlib.zip"));
for (const wheel of wheels) writeFileSync(join(runtime, wheel), pyodide.FS.readFile(`/runtime/${wheel}`));
console.log(`   ${said}`);
