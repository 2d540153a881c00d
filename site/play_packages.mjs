// The Play page's packages, precompiled (scripts/site.py runs this with Node at build time):
// the wheels named on the command line are unpacked into Pyodide's site-packages, as the
// page's worker would, compiled to bytecode by the same Pyodide the page loads, and written
// as one zip of site-packages (their tests left out). The page's worker unpacks that zip
// instead of the wheels, and imports without compiling anything: a few hundred
// milliseconds of its start (docs/performance.md).
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
for tests in [path for path in packages.rglob("tests") if path.is_dir()]:
    shutil.rmtree(tests)
compileall.compile_dir(
    packages, quiet=2, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
shutil.make_archive("/tmp/packages", "zip", packages)
`);
writeFileSync(out, pyodide.FS.readFile("/tmp/packages.zip"));
