"""Long runs in chunks: the same results here, on local processes and on a dask cluster."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from distributed import Client, LocalCluster

from hearttoheart_widget import deal_statistics
from hearttoheart_widget.__main__ import main
from hearttoheart_widget.common.parallel import chunk_size, local_cores, sum_chunks, workers_for
from hearttoheart_widget.hope_deferred import simulate


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


@pytest.mark.parametrize("on", ["processes", "cluster"])
def test_chunks_are_handed_out_a_few_at_a_time(client: Client, on: str) -> None:
    """Tasks may come from a generator: only two per worker are taken ahead."""
    drawn = []
    finished = []

    def tasks() -> Iterator[tuple[int, int]]:
        for number in range(40):
            drawn.append(number)
            yield -number, 1

    def advance(items: int) -> None:
        finished.append(len(drawn))

    where = {"client": client} if on == "cluster" else {"processes": 2}
    assert sum_chunks(abs, tasks(), advance=advance, **where) == sum(range(40))
    assert finished[0] <= 5
    assert len(finished) == 40


def test_the_command_line_spreads_the_deals_too(
    client: Client, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = []
    for extra in ([], ["--workers", "2"], ["--scheduler", client.scheduler_info()["address"]]):
        assert main(["stats", "--start", "50", "--count", "400", "--no-progress", *extra]) == 0
        lines.append(capsys.readouterr().out.split(", ")[0:2])
    assert lines[0] == lines[1] == lines[2]
