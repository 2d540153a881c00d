"""The Play page's bridge: a widget's comm talks to the page's JavaScript, not to a kernel.

Run in the page's Pyodide before any widget is made. Each comm a widget opens is a
``PageComm``, whose messages go to ``hwPage.receive`` in the page (the comm's id, the
message type and its data as JSON); the page's model sends its changes and custom
messages back through ``deliver``.
"""

from __future__ import annotations

import json
from typing import Any

import comm
from comm.base_comm import BaseComm

from js import hwPage  # type: ignore[import-not-found]

comms: dict[str, PageComm] = {}


class PageComm(BaseComm):  # type: ignore[misc]
    """A comm whose other end is the page."""

    def publish_msg(
        self,
        msg_type: str,
        data: dict[str, Any] | None = None,
        metadata: dict[str, Any] | None = None,
        buffers: list[bytes] | None = None,
        **keys: Any,
    ) -> None:
        comms[self.comm_id] = self
        hwPage.receive(self.comm_id, msg_type, json.dumps(data or {}))


def create_comm(**kwargs: Any) -> PageComm:
    """What ``comm.create_comm`` makes on this page."""
    return PageComm(**kwargs)


def deliver(comm_id: str, data: str) -> None:
    """Hand the page's message ``data`` (JSON) to the comm ``comm_id``."""
    message = {"content": {"comm_id": comm_id, "data": json.loads(data)}, "buffers": []}
    comms[comm_id].handle_msg(message)


comm.create_comm = create_comm
