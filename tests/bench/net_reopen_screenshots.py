"""Two app windows on one X display over the loopback address: a Monster Day game hosted (its port and
code drawn at random), joined, a few moves played, the host's window quit and opened again with
Continue, and the joiner's Continue taking its seat back at the same address without the code; a
screenshot at each step.

    unshare -n sh -c 'ip link set lo up; exec .venv/bin/python tests/bench/net_reopen_screenshots.py OUT'

runs itself inside ``xvfb-run`` with ``openbox`` (``net_window_screenshots`` drives the windows); the
network namespace keeps the host's listening and announcing to its own loopback interface.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.net_window_screenshots import Window, dial, run, sh, stage  # noqa: E402


def place(data: Path) -> dict[str, object]:
    """Where the host's window listens, as it keeps it beside its autosave."""
    for _ in range(50):
        found = list((data / "saves" / "network").glob("*.json"))
        if found:
            return dict(json.loads(found[0].read_text()))
        time.sleep(0.2)
    raise SystemExit("the host kept no place")


def inside(out: Path) -> int:
    folder, log, shot = stage(out)
    host = Window(folder / "host", log, "play")
    sh("xdotool", "windowmove", host.id, "0", "0")
    host.click(340, 370)  # New game
    host.click(280, 468)  # Monster Day
    host.click(770, 288)  # seat 2: AI -> Network
    host.click(368, 806)  # Start the game
    time.sleep(3)
    first = place(folder / "host")
    print("hosting at port", first["port"], "code", first["code"], flush=True)
    shot("01-host-lobby.png", host)

    joiner = Window(folder / "joiner", log)
    sh("xdotool", "windowmove", joiner.id, "40", "40")
    dial(joiner, f"127.0.0.1:{first['port']}")
    joiner.click(1252, 320)
    joiner.type(str(first["code"]))
    joiner.click(1252, 380)
    joiner.keys(*["BackSpace"] * 12)
    joiner.type("Bob")
    joiner.click(1362, 599)  # Sit here, seat 2
    time.sleep(3)
    for _ in range(3):
        for window in (host, joiner):
            window.keys("Tab", "Return", "Tab", "Return")
            time.sleep(0.4)
    shot("02-joiner-mid-game.png", joiner)

    host.process.terminate()  # the host quits: the game is saved and Bob told so
    host.process.wait(60)
    time.sleep(2)
    shot("03-joiner-told-the-host-quit.png", joiner)

    host = Window(folder / "host", log, "play")
    sh("xdotool", "windowmove", host.id, "0", "0")
    shot("04-host-menu-again.png", host)
    host.click(340, 434)  # Continue: the saved network game, opened to the network again
    time.sleep(4)
    again = place(folder / "host")
    print("hosting again at port", again["port"], "code", again["code"], flush=True)
    shot("05-host-reopened.png", host)

    joiner.keys("Escape")
    time.sleep(1)
    shot("06-joiner-menu.png", joiner)
    joiner.click(340, 434)  # Continue: the seat kept, at the address it was taken at
    time.sleep(4)
    shot("07-joiner-back-at-its-seat.png", joiner)
    shot("08-host-sees-bob-back.png", host)
    for window in (host, joiner):
        window.process.terminate()
    same = (again["port"], again["code"]) == (first["port"], first["code"])
    print("same port and code" if same else "another port or code", flush=True)
    return 0 if same else 1


def main(argv: list[str] | None = None) -> int:
    return run(__file__, inside, argv, "-n 91")


if __name__ == "__main__":
    sys.exit(main())
