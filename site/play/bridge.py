"""The Play page's bridge: a widget's comm talks to the page's JavaScript, not to a kernel.

Run in the Play page's Pyodide, in its Web Worker (worker.js), before any widget is made.
Each comm a widget opens is a ``PageComm``, whose messages go to ``hwPage.receive`` in the
worker (the comm's id, the message type and its data as JSON), which posts them to the
page; the page's model posts its changes and custom messages back, and the worker hands
them to ``deliver``. What the page hands over that is no message for an
open comm (an unknown or closed comm's id, text that is not JSON or nests too deeply, a
value that is no text) is logged in one short line and dropped, as a widget drops a bad
message from a kernel's comm: nothing raises into the page.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import comm
from comm.base_comm import BaseComm

from hearttoheart_widget.common.errors import excerpt
from js import hwPage  # type: ignore[import-not-found]

log = logging.getLogger("hearttoheart_widget.site.bridge")
#: The open comms, by id: a comm is added when it opens and dropped when it closes.
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
        if msg_type == "comm_close":
            comms.pop(self.comm_id, None)
        else:
            comms[self.comm_id] = self
        hwPage.receive(self.comm_id, msg_type, json.dumps(data or {}))


def create_comm(**kwargs: Any) -> PageComm:
    """What ``comm.create_comm`` makes on this page."""
    return PageComm(**kwargs)


def deliver(comm_id: object, data: object) -> None:
    """Hand the page's message ``data`` (JSON text) to the open comm ``comm_id``; anything
    else is logged and dropped."""
    target = comms.get(comm_id) if isinstance(comm_id, str) else None
    if target is None:
        log.warning("ignored a message from the page for no open comm: %s", excerpt(comm_id))
        return
    if not isinstance(data, str):
        log.warning("ignored a message from the page that is no JSON text: %s", excerpt(data))
        return
    try:
        content = json.loads(data)
    except RecursionError:
        log.warning("ignored a message from the page: its JSON is nested too deeply")
        return
    except ValueError as error:
        log.warning("ignored a message from the page that is no JSON: %s", excerpt(str(error)))
        return
    target.handle_msg({"content": {"comm_id": comm_id, "data": content}, "buffers": []})


comm.create_comm = create_comm
