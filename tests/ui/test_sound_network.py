"""'Your turn' at a table played across computers: the move comes from the host (over real sockets on
the loopback address), and the person at this window is called back once for each of them."""
from __future__ import annotations

from game.net.background import HostThread
from game.ui.app import App
from game.ui.scene import switch_scene
from game.ui.scenes.table import TableScene

from .helpers import until
from .test_network import CODE, find_table, host, sit  # noqa: F401  (host: the fixture)
from .test_sound import Heard
from .test_whole_game import play_first_card


def test_your_turn_sounds_once_after_the_player_at_another_computer_has_moved(app: App, host: HostThread) -> None:  # noqa: F811
    heard = app.sounds = Heard()  # type: ignore[assignment]
    switch_scene(app, "menu")
    sit(app, find_table(app, host.host.port), CODE)
    until(app, lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    assert isinstance(table, TableScene)
    until(app, lambda: table.table.legal is not None)
    for _ in range(3):
        heard.names.clear()
        before = table.session.ply
        play_first_card(app, table)
        until(app, lambda: table.session.ply > before)
        assert "turn" not in heard.names  # one's own move calls nobody
        until(app, lambda: table.table.legal is not None)
        assert heard.names.count("turn") == 1
