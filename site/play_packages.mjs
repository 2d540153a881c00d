// The Play page's packages, precompiled (scripts/site.py runs this with Node at build time):
// the wheels named on the command line are unpacked into Pyodide's site-packages, as the
// page's worker would, compiled to bytecode by the same Pyodide the page loads, and written
// as one zip of site-packages (their tests left out, and their sources too, as Pyodide's
// own standard library ships, but the package's). The page's worker unpacks that zip
// instead of the wheels, and imports without compiling anything: half a second of its
// start on the development machine (docs/performance.md).
//
// Usage: node site/play_packages.mjs OUT.zip WHEEL...
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { loadPyodide } from "./node_modules/pyodide/pyodide.mjs";

const [out, ...wheels] = process.argv.slice(2);
const pyodide = await loadPyodide();
const into = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of wheels) {
  const bytes = new Uint8Array(readFileSync(wheel));
  pyodide.unpackArchive(bytes, "wheel", { extractDir: into, filename: basename(wheel) });
}
pyodide.runPython(`
import compileall, pathlib, py_compile, shutil, sysconfig
packages = pathlib.Path(sysconfig.get_path("purelib"))
own = packages / "hearttoheart_widget"
for tests in [path for path in packages.rglob("tests") if path.is_dir()]:
    shutil.rmtree(tests)
unchecked = py_compile.PycInvalidationMode.UNCHECKED_HASH
# the package keeps its sources (its registry looks for its games' declaration.py files)
compileall.compile_dir(own, quiet=2, invalidation_mode=unchecked)
for source in [path for path in packages.rglob("*.py") if own not in path.parents]:
    py_compile.compile(str(source), str(source.with_suffix(".pyc")), invalidation_mode=unchecked)
    source.unlink()
shutil.make_archive("/tmp/packages", "zip", packages)
`);
writeFileSync(out, pyodide.FS.readFile("/tmp/packages.zip"));
