"""Long runs in chunks: the same results here, on local processes and on a dask cluster;
from a script without a ``__main__`` guard, from standard input and in a notebook; and in
this process, with a warning, where processes cannot start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from distributed import Client, LocalCluster
from nbclient import NotebookClient

from hearttoheart_widget import deal_statistics
from hearttoheart_widget.__main__ import main
from hearttoheart_widget.common.parallel import chunk_size, local_cores, sum_chunks, workers_for
from hearttoheart_widget.hope_deferred import simulate

pytestmark = pytest.mark.slow  # starts processes and dask clusters


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    """A two-worker cluster in this process (threads), quick to start."""
    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


def test_deal_statistics_are_the_same_serial_on_processes_and_on_a_cluster(
    client: Client,
) -> None:
    serial = deal_statistics(7_000, 3_000, workers=1, progress=False)
    processes = deal_statistics(7_000, 3_000, workers=2, progress=False)
    cluster = deal_statistics(7_000, 3_000, client=client, progress=False)
    assert 600 < serial.winnable < 1_100
    assert processes.winnable == cluster.winnable == serial.winnable
    assert (processes.start, processes.count) == (cluster.start, cluster.count) == (7_000, 3_000)


@pytest.mark.parametrize("variant", ["classic", "knockout", "abandon_hope"])
def test_simulations_are_the_same_serial_and_on_a_cluster(client: Client, variant: str) -> None:
    serial = simulate(9_000, variant, "spades", seed=11, workers=1)
    assert simulate(9_000, variant, "spades", seed=11, client=client) == serial
    assert simulate(9_000, variant, "spades", seed=12, workers=1) != serial


def test_simulations_are_the_same_serial_and_on_local_processes() -> None:
    serial = simulate(9_000, "knockout", seed=5, workers=1)
    assert simulate(9_000, "knockout", seed=5, workers=2) == serial


def test_a_run_is_split_so_that_every_worker_gets_several_chunks() -> None:
    assert chunk_size(3_000, 2, 100, 25_000) == 100
    assert chunk_size(1_000_000, 2, 100, 25_000) == 25_000
    assert chunk_size(1_000_000, 100, 100, 25_000) == 500


def test_small_runs_stay_here_and_large_ones_use_every_core() -> None:
    assert workers_for(None, large=False) == 1
    assert workers_for(None, large=True) == local_cores() >= 1
    assert workers_for(3, large=False) == 3
    for bad in (0, -2, 1.5, True, "2"):
        with pytest.raises(ValueError, match=f"workers must be a positive integer.*{bad!r}"):
            workers_for(bad, large=True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="got 0"):
        deal_statistics(0, 10, workers=0)


def mark_done(task: tuple[str, int]) -> int:
    """Leave a file named after the task's number in the task's folder; the number."""
    folder, number = task
    (Path(folder) / str(number)).touch()
    return number


@pytest.mark.parametrize("on", ["processes", "cluster"])
def test_chunks_are_handed_out_a_few_at_a_time(client: Client, on: str, tmp_path: Path) -> None:
    """Tasks may come from a generator: at most two per worker are taken ahead of those done."""
    ahead = []

    def tasks() -> Iterator[tuple[tuple[str, int], int]]:
        for number in range(40):
            ahead.append(number - len(os.listdir(tmp_path)))  # drawn, less those done
            yield (str(tmp_path), number), 1

    finished: list[int] = []
    where = {"client": client} if on == "cluster" else {"processes": 2}
    total = sum_chunks(mark_done, tasks(), advance=finished.append, **where)
    assert total == sum(range(40))
    assert finished == [1] * 40
    assert 0 <= max(ahead) <= 2 * 2


def test_the_command_line_spreads_the_deals_too(
    client: Client, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = []
    for extra in ([], ["--workers", "2"], ["--scheduler", client.scheduler_info()["address"]]):
        assert main(["stats", "--start", "50", "--count", "400", "--no-progress", *extra]) == 0
        lines.append(capsys.readouterr().out.split(", ")[0:2])
    assert lines[0] == lines[1] == lines[2]


#: A plain script, as a user writes one: no ``if __name__ == "__main__":`` guard. It prints
#: its runs' results on one line, as JSON, run on ``WORKERS`` processes.
PLAIN_SCRIPT = """\
import json
from hearttoheart_widget import deal_statistics
from hearttoheart_widget.hope_deferred import simulate

workers = WORKERS
games = simulate(20_000, "knockout", seed=3, workers=workers)
deals = deal_statistics(2_000, 1_500, workers=workers, progress=False)
print(json.dumps([games.wins, deals.winnable]))
"""


def run_plain(workers: int, on: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """``PLAIN_SCRIPT`` run in a fresh Python, from a file or fed on standard input."""
    source = PLAIN_SCRIPT.replace("WORKERS", str(workers))
    if on == "file":
        script = folder / "plain.py"
        script.write_text(source, encoding="utf-8")
        command, stdin = [sys.executable, str(script)], None
    else:
        command, stdin = [sys.executable, "-"], source
    return subprocess.run(
        command, input=stdin, capture_output=True, text=True, timeout=300, check=True, cwd=folder
    )


@pytest.fixture(scope="module")
def serial_results(tmp_path_factory: pytest.TempPathFactory) -> list[int]:
    """``PLAIN_SCRIPT``'s results in one process."""
    done = run_plain(1, "file", tmp_path_factory.mktemp("serial"))
    return list(json.loads(done.stdout))


@pytest.mark.parametrize("on", ["file", "stdin"])
def test_a_script_without_a_main_guard_runs_on_two_processes(
    on: str, tmp_path: Path, serial_results: list[int]
) -> None:
    """The workers never re-run the script (which would start them again, and again)."""
    done = run_plain(2, on, tmp_path)
    assert json.loads(done.stdout) == serial_results
    assert "Error" not in done.stderr
    assert "SerialWarning" not in done.stderr


def test_a_notebook_runs_on_two_processes(serial_results: list[int]) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_code_cell(PLAIN_SCRIPT.replace("WORKERS", "2")))
    NotebookClient(notebook, timeout=300, kernel_name="python3").execute()
    printed = [o["text"] for o in notebook.cells[0].outputs if o.get("name") == "stdout"]
    assert [json.loads(text) for text in printed] == [serial_results]


#: Hides ``multiprocessing.synchronize``, as a browser's Python (Pyodide) lacks it: no
#: process pool can be made without its locks.
WITHOUT_LOCKS = """\
import sys
class NoLocks:
    def find_spec(self, name, path=None, target=None):
        if name == "multiprocessing.synchronize":
            raise ImportError("No module named 'multiprocessing.synchronize'")
        return None
sys.meta_path.insert(0, NoLocks())
"""

#: What to check once the run is done: no worker was started, and joblib never loaded.
NOTHING_STARTED = """\
import multiprocessing, sys
assert multiprocessing.active_children() == [], multiprocessing.active_children()
print("joblib" in sys.modules, file=sys.stderr)
"""


@pytest.mark.parametrize(
    ("where", "before", "reason"),
    [
        ("without locks", WITHOUT_LOCKS, "this Python cannot start processes"),
        ("in a browser", "sys.platform = 'emscripten'", "this Python runs in a browser"),
        (
            "no Python to start",
            "sys.executable = '/nowhere/python'",
            "the worker processes could not start",
        ),
    ],
)
def test_where_processes_cannot_start_a_run_stays_here_with_a_one_line_warning(
    where: str, before: str, reason: str, tmp_path: Path, serial_results: list[int]
) -> None:
    script = PLAIN_SCRIPT.replace("print(", NOTHING_STARTED + "print(")
    source = f"import sys\n{before}\n" + script.replace("WORKERS", "2")
    done = subprocess.run(
        [sys.executable, "-"], input=source, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout) == serial_results
    warned = [line for line in done.stderr.splitlines() if "SerialWarning" in line]
    assert len(warned) == 2  # one a run: the simulation's and the deal statistics'
    for line in warned:
        assert f"SerialWarning: {reason}" in line
        assert line.endswith(": the run goes on in this process")
        assert line.startswith("<stdin>:")  # where the run was asked for
    # joblib is loaded only where processes seemed possible and were tried
    assert done.stderr.splitlines()[-1] == str(where == "no Python to start")
