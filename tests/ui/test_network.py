"""Playing across computers from the window, headless, over real sockets on the loopback address: a
game hosted from the new-game screen (its lobby, a waiting seat handed to the AI, a player away), and
a game joined from the menu's Join a game (the code, a free seat, the host's refusal in words, the
host quitting, a seat taken back with the secret the app kept). The other computer is a headless seat
(``SeatThread``) or host (``HostThread``) in the same process, driven by the random AI."""
from __future__ import annotations

import secrets
import socket
import threading
import time
from pathlib import Path
from typing import Iterator

import pytest

from game.ai import bot_rng, decide, level_for
from game.engine import autosaves, saves
from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.i18n import t
from game.net.background import HostThread, SeatThread
from game.net.seat import Claim, Turned
from game.ui.app import App
from game.ui.session import refusal
from game.ui.netplay.hosting import HostOptions
from game.ui.scene import open_scene, switch_scene
from game.ui.scenes.connecting import keyring
from game.ui.scenes.join import JoinScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.overlays import Dialog, GameOver, HandOff
from game.ui.scenes.table import TableScene
from game.ui.widgets.controls import Selector

from .helpers import click, drag, frame, key, repaint, type_text, until
from .privacy import strings
from .test_whole_game import play_to_the_end

LOOPBACK = "127.0.0.1"
CODE = "TESTS"
GAME = "monster-day"


@pytest.fixture
def lan(app: App) -> App:
    """The window hosts on the loopback address alone, unannounced, with a fixed code and the AI in a thread."""
    app.hosting = HostOptions(address=LOOPBACK, advertise=False, code=CODE, processes=False)
    return app


class Robot(threading.Thread):
    """A player at another computer: a seat polled as a window polls it, answering with the random AI."""

    def __init__(self, seat: SeatThread, seed: int = 5, game: str = GAME) -> None:
        super().__init__(daemon=True)
        self.seat, self.seed, self.game = seat, seed, game
        self.stopped = threading.Event()
        self.start()

    def run(self) -> None:
        game, asked = get(self.game), -1
        while not self.stopped.is_set() and self.seat.state not in ("closed", "failed"):
            self.seat.poll()
            table = self.seat.table
            if table is not None and table.deciding and table.ply != asked and table.information is not None:
                asked = table.ply
                state = game.from_information(table.information)
                self.seat.act(decide(game, state, level_for(game, "random"), bot_rng(self.seed, table.seat, table.ply)))
            time.sleep(0.002)

    def stop(self) -> None:
        self.stopped.set()
        self.join(10)
        self.seat.close()


def written(app: App) -> list[str]:
    """Every text the window draws in one frame."""
    texts: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: texts.append(text) or render(text, *a, **k)  # type: ignore
    try:
        repaint(app)
    finally:
        app.fonts.render = render  # type: ignore
    return texts


def host_from_new_game(app: App) -> TableScene:
    """Seat 2 set to a player on the network on the new-game screen, and the game started."""
    scene = open_scene(app, "new_game", GAME)
    assert isinstance(scene, NewGameScene)
    kind = scene.form.named("kind:1")
    assert isinstance(kind, Selector)
    while kind.value != "net":
        click(app, kind.rect.center)
    click(app, scene.form.named("start").rect.center)
    until(app, lambda: isinstance(app.stack.top, TableScene))
    frame(app)  # the lobby's controls are laid out as it is first shown
    table = app.stack.top
    assert isinstance(table, TableScene) and table.net is not None
    return table


def port_of(table: TableScene) -> int:
    where = table.net.net.where if table.net is not None else None
    assert where is not None
    return int(where.rpartition(":")[2])


def test_a_game_hosted_from_the_new_game_screen_waits_in_its_lobby_then_plays_to_the_end(lan: App) -> None:
    table = host_from_new_game(lan)
    net = table.net.net if table.net is not None else None
    assert net is not None and net.hosted_here and net.code == CODE
    assert [s["status"] for s in net.seats] == ["host", "open"]
    lobby = written(lan)
    assert CODE in lobby and t("net.lobby.open") in lobby and t("net.lobby.title") in lobby
    assert table.table.legal is None  # nothing to play before every seat is taken
    bob = Robot(SeatThread(f"{LOOPBACK}:{port_of(table)}", Claim(name="Bob", code=CODE)))
    try:
        until(lan, lambda: net.started)
        assert table.names() == ["Player 1", "Bob"]
        play_to_the_end(lan, table)
        until(lan, lambda: bob.seat.state == "closed")
        over = lan.stack.top
        assert isinstance(over, GameOver)
        assert bob.seat.table is not None and bob.seat.table.result is not None
        assert list(over.result.scores) == bob.seat.table.result["scores"]
        assert len(over.form.controls) == 2  # no rematch for a game on the network
    finally:
        bob.stop()


def test_the_host_hands_a_waiting_seat_to_the_ai_and_the_game_begins(lan: App) -> None:
    table = host_from_new_game(lan)
    assert table.net is not None
    click(lan, table.net.form.named("ai:1").rect.center)
    until(lan, lambda: table.net is not None and table.net.net.started)
    assert table.session.kind(1)[0] == "ai"
    play_to_the_end(lan, table)
    assert isinstance(lan.stack.top, GameOver)


def test_a_player_who_drops_is_away_for_the_host_who_can_hand_their_seat_to_the_ai(lan: App) -> None:
    table = host_from_new_game(lan)
    net = table.net.net if table.net is not None else None
    assert net is not None
    bob = Robot(SeatThread(f"{LOOPBACK}:{port_of(table)}", Claim(name="Bob", code=CODE)))
    until(lan, lambda: net.started)
    bob.stop()  # his computer is gone: the seat waits for him
    until(lan, lambda: net.away == [1])
    assert t("net.away", name="Bob") in written(lan)
    assert table.role(1) == t("net.role.away")
    assert table.net is not None
    click(lan, table.net.form.named("ai:1").rect.center)
    until(lan, lambda: table.session.kind(1)[0] == "ai")
    play_to_the_end(lan, table)
    assert isinstance(lan.stack.top, GameOver)


@pytest.fixture
def host(tmp_path: Path) -> Iterator[HostThread]:
    """A headless host at another computer: Anna (the random AI) and a seat for a player on the network."""
    match = Match.start(GAME, 2, 23, seats=[Seat("Anna", "ai", "random"), Seat("Player 2", "net")])
    thread = HostThread(match, code=CODE, saves_dir=tmp_path / "host-saves", ai_iterations=20, processes=False)
    thread.open(LOOPBACK, 0, advertise=False)
    yield thread
    thread.close()


def find_table(app: App, port: int) -> JoinScene:
    """Join a game from the menu, the host's address typed by hand and looked up with Enter."""
    click(app, app.stack.top.form.named("join").rect.center)
    join = app.stack.top
    assert isinstance(join, JoinScene)
    click(app, join.form.named("address").rect.center)
    type_text(app, f"{LOOPBACK}:{port}")
    key(app, 13)  # Enter
    until(app, lambda: join.welcome is not None or join.problem is not None)
    assert join.problem is None, join.problem
    return join


def sit(app: App, join: JoinScene, code: str, seat: int = 1, press: bool = True) -> None:
    """The code and a name typed, and (``press``) the seat's button clicked."""
    for field, text in (("code", code), ("name", "Bob")):
        click(app, join.form.named(field).rect.center)
        while join.form.named(field).text:  # type: ignore[attr-defined]
            key(app, 8)  # Backspace
        type_text(app, text)
    if press:
        click(app, join.form.named(f"sit:{seat}").rect.center)


def test_a_player_joins_from_the_menu_with_the_code_and_plays_their_own_table(app: App, host: HostThread) -> None:
    switch_scene(app, "menu")
    join = find_table(app, host.host.port)
    assert [s["status"] for s in join.welcome["seats"]] == ["ai", "open"]  # type: ignore[index]
    sit(app, join, CODE.lower())
    until(app, lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.humans() == [1]
    assert table.names() == ["Anna", "Bob"]
    until(app, lambda: table.table.legal is not None)  # Bob's turn
    information = table.session.links[0].table.information  # type: ignore[attr-defined]
    why = refusal(get(GAME).from_information(information), Action("pass"))
    assert why is not None and why.key
    table.session.links[0].act(Action("pass"))  # type: ignore[attr-defined]  (no such move: the host refuses)
    until(app, lambda: table.status.warning)
    assert table.status.text == table._words(why.key, why.params, "")  # the game's own reason, in words
    play_to_the_end(app, table)
    assert host.host.match.state.is_terminal()
    over = app.stack.top
    assert isinstance(over, GameOver) and over.result == host.host.match.state.result()


def test_a_wrong_code_is_refused_in_the_hosts_words_and_the_join_screen_stays(app: App, host: HostThread) -> None:
    switch_scene(app, "menu")
    join = find_table(app, host.host.port)
    sit(app, join, "WRONG")
    until(app, lambda: isinstance(app.stack.top, Dialog))
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.message == t("net.refused.code")
    click(app, dialog.form.named("ok").rect.center)
    assert app.stack.top is join and host.host.status(1) == "open"


def test_a_joiner_takes_their_seat_back_with_the_kept_secret_and_is_told_when_the_host_quits(
        app: App, host: HostThread) -> None:
    switch_scene(app, "menu")
    sit(app, find_table(app, host.host.port), CODE)
    until(app, lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert [(t.name, t.seat) for t in keyring(app).tickets()] == [("Bob", 1)]
    table.quit_to_menu()  # the window lets the seat go: the host keeps it for Bob
    until(app, lambda: host.host.status(1) == "away")
    join = find_table(app, host.host.port)
    assert "sit:1" not in [c.name for c in join.form.controls]
    click(app, join.form.named("back:1").rect.center)
    until(app, lambda: isinstance(app.stack.top, TableScene))
    again = app.stack.top
    assert isinstance(again, TableScene) and again.session.humans() == [1] and host.host.status(1) == "here"
    assert [(t.name, t.seat) for t in keyring(app).tickets()] == [("Bob", 1)]
    host.close()
    until(app, lambda: isinstance(app.stack.top, Dialog))
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.message == t("net.closed.saved")
    assert autosaves.resumable(Path(host.host.saver.directory or ""))


def test_continue_takes_back_the_seat_taken_since_the_last_game_saved_here_and_a_game_saved_since_wins(
        app: App, host: HostThread) -> None:
    local = Match.start(GAME, 2, 5, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    local.submit(local.state.legal_actions()[0])
    saves.save(local, app.saves_dir / "before.json")
    switch_scene(app, "menu")
    sit(app, find_table(app, host.host.port), CODE)
    until(app, lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.quit_to_menu()  # as a crash or a closed window would: the host keeps the seat for Bob
    until(app, lambda: host.host.status(1) == "away")
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    click(app, menu.form.named("continue").rect.center)
    until(app, lambda: isinstance(app.stack.top, TableScene))
    again = app.stack.top
    assert isinstance(again, TableScene) and again.net is not None and again.session.humans() == [1]
    until(app, lambda: host.host.status(1) == "here")
    again.quit_to_menu()
    until(app, lambda: host.host.status(1) == "away")
    time.sleep(0.05)  # file times come from a coarser clock than the time the seat was kept at
    saves.save(local, app.saves_dir / "after.json")
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    menu.on_resume()
    click(app, menu.form.named("continue").rect.center)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.net is None
    assert resumed.session.match.actions == local.actions and host.host.status(1) == "away"


def test_a_network_game_reopened_from_its_save_waits_for_the_same_player_in_the_same_seat(lan: App) -> None:
    table = host_from_new_game(lan)
    net = table.net.net if table.net is not None else None
    assert net is not None
    bob = Robot(SeatThread(f"{LOOPBACK}:{port_of(table)}", Claim(name="Bob", code=CODE)))
    until(lan, lambda: net.started and bob.seat.table is not None)
    assert bob.seat.table is not None
    secret = bob.seat.table.secret
    table.quit_to_menu()  # the host closes the table: the game is saved, Bob is told so
    bob.join(30)
    assert bob.seat.table.closed == "host-quit" and bob.seat.table.saved
    bob.stop()
    click(lan, lan.stack.top.form.named("continue").rect.center)
    until(lan, lambda: isinstance(lan.stack.top, TableScene))
    frame(lan)
    again = lan.stack.top
    assert isinstance(again, TableScene) and again is not table and again.net is not None
    seats = again.net.net.seats
    assert [(s["name"], s["status"]) for s in seats] == [("Player 1", "host"), ("Bob", "away")]
    stranger = SeatThread(f"{LOOPBACK}:{port_of(again)}", Claim(name="Eve", code=CODE))
    until(lan, lambda: not stranger.poll() and stranger.state == "failed")
    assert isinstance(stranger.failure, Turned) and stranger.failure.key == "net.refused.full"
    stranger.close()
    bob = Robot(SeatThread(f"{LOOPBACK}:{port_of(again)}", Claim(seat=1, secret=secret)))
    try:
        until(lan, lambda: again.net is not None and again.net.net.seats[1]["status"] == "here")
        play_to_the_end(lan, again)
        assert isinstance(lan.stack.top, GameOver)
    finally:
        bob.stop()


def answer(app: App, table: TableScene) -> None:
    """The seat at the screen makes its first move on the table itself, or the bar's first button."""
    gestures = table.table.gestures()
    if gestures:
        start, end = gestures[0].start, gestures[0].end
        if start == end:
            click(app, start)
        else:
            drag(app, start, end)
    else:
        click(app, table.bar.buttons[0][0].center)


def test_the_hosts_own_hotseat_seats_are_handed_over_and_each_sees_only_their_own_cards(lan: App) -> None:
    """Boss Monster with Anna and Bea at the host's screen and Bob at another computer."""
    scene = open_scene(lan, "new_game", "boss-monster")
    assert isinstance(scene, NewGameScene)
    players = scene.form.named("players")
    while players.value != 3:  # type: ignore[attr-defined]
        click(lan, players.rect.center)
    for seat, kind in ((1, "human"), (2, "net")):
        while scene.seats[seat].kind != kind:
            click(lan, scene.form.named(f"kind:{seat}").rect.center)
    click(lan, scene.form.named("start").rect.center)
    until(lan, lambda: isinstance(lan.stack.top, (TableScene, HandOff)))
    table = next(s for s in lan.stack.scenes if isinstance(s, TableScene))
    assert table.session.humans() == [0, 1]
    bob = Robot(SeatThread(f"{LOOPBACK}:{port_of(table)}", Claim(name="Bob", code=CODE)), game="boss-monster")
    try:
        covers: set[str] = set()
        while covers != {"Player 1", "Player 2"}:
            until(lan, lambda: isinstance(lan.stack.top, HandOff) or (
                lan.stack.top is table and table.table.legal is not None and not table.anim.busy))
            cover = lan.stack.top
            if isinstance(cover, HandOff):
                covers.add(cover.name)
                frame(lan)
                assert table.table.faces.drawn == set()  # the cover hides the whole table
                click(lan, cover.form.named("ready").rect.center)
                frame(lan)
                seat = table.owner
                assert seat is not None and table.session.name(seat) == cover.name
                other = 1 - seat
                mine = strings(table.session.view(seat)) | strings(table.session.view(None))
                secret = strings(table.session.view(other)) - mine  # the other's hand (a card both hold is seen)
                assert secret and not secret & table.table.faces.drawn
                until(lan, lambda: table.table.legal is not None)
            answer(lan, table)
    finally:
        bob.stop()


def test_join_a_game_lists_the_games_announced_on_the_network_and_shows_the_seats_of_one_clicked(
        app: App) -> None:
    app.hosting = HostOptions(address=LOOPBACK)  # the join screen looks for games on the loopback address
    name = f"Test table {secrets.token_hex(4)}"
    match = Match.start(GAME, 2, 3, seats=[Seat("Anna", "human"), Seat("Player 2", "net")])
    announced = HostThread(match, code=CODE, table=name, processes=False)
    try:
        port = announced.open(LOOPBACK, 0, advertise=True)
        switch_scene(app, "menu")
        click(app, app.stack.top.form.named("join").rect.center)
        join = app.stack.top
        assert isinstance(join, JoinScene)
        until(app, lambda: any(found.table == name and found.port == port for found in join.found))
        row = next(i for i, found in enumerate(join.found) if found.table == name)
        click(app, join.form.named(f"found:{row}").rect.center)
        until(app, lambda: join.welcome is not None)
        assert join.welcome is not None and join.welcome["table"] == name and join.address == f"{LOOPBACK}:{port}"
        assert "sit:1" in [c.name for c in join.form.controls] and "sit:0" not in [c.name for c in join.form.controls]
    finally:
        announced.close()


def test_a_port_already_in_use_is_said_in_words_and_the_window_goes_back_to_the_menu(lan: App) -> None:
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        lan.hosting = HostOptions(address=LOOPBACK, port=taken.getsockname()[1], advertise=False, processes=False)
        scene = open_scene(lan, "new_game", GAME)
        kind = scene.form.named("kind:1")
        while kind.value != "net":  # type: ignore[attr-defined]
            click(lan, kind.rect.center)
        click(lan, scene.form.named("start").rect.center)
        until(lan, lambda: isinstance(lan.stack.top, Dialog))
        dialog = lan.stack.top
        assert isinstance(dialog, Dialog) and dialog.message == t("net.port_taken")
        click(lan, dialog.form.named("ok").rect.center)
        assert isinstance(lan.stack.top, MainMenu)


def test_a_host_with_no_seat_of_its_own_watches_the_public_table_to_the_end(lan: App) -> None:
    scene = open_scene(lan, "new_game", GAME)
    assert isinstance(scene, NewGameScene)
    for seat in (0, 1):
        while scene.seats[seat].kind != "net":
            click(lan, scene.form.named(f"kind:{seat}").rect.center)
    click(lan, scene.form.named("start").rect.center)
    until(lan, lambda: isinstance(lan.stack.top, TableScene))
    table = lan.stack.top
    assert isinstance(table, TableScene) and table.session.humans() == [] and table.net is not None
    where = f"{LOOPBACK}:{port_of(table)}"
    robots = [Robot(SeatThread(where, Claim(name=name, code=CODE, seat=seat)), seed=seat)
              for seat, name in enumerate(("Ann", "Bob"))]
    try:
        until(lan, lambda: isinstance(lan.stack.top, GameOver))
        assert table.owner is None and table.table.legal is None  # nothing was ever put to this screen
        until(lan, lambda: all(robot.seat.state == "closed" for robot in robots))
        assert all(robot.seat.table is not None and robot.seat.table.result is not None for robot in robots)
        over = lan.stack.top
        assert isinstance(over, GameOver) and over.names == ["Ann", "Bob"]
        assert list(over.result.scores) == robots[0].seat.table.result["scores"]  # type: ignore[union-attr]
    finally:
        for robot in robots:
            robot.stop()


def test_a_joiner_sees_another_player_away_and_has_no_hand_to_the_ai(app: App) -> None:
    match = Match.start(GAME, 2, 29, seats=[Seat("Player 1", "net"), Seat("Player 2", "net")])
    host = HostThread(match, code=CODE, processes=False)
    try:
        port = host.open(LOOPBACK, 0, advertise=False)
        ann = Robot(SeatThread(f"{LOOPBACK}:{port}", Claim(name="Ann", code=CODE, seat=0)))
        switch_scene(app, "menu")
        sit(app, find_table(app, port), CODE)
        until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert isinstance(table, TableScene) and table.net is not None
        until(app, lambda: table.net is not None and table.net.net.started)
        ann.stop()  # Ann's computer is gone
        until(app, lambda: table.net is not None and table.net.net.away == [0])
        assert t("net.away", name="Ann") in written(app)
        assert not [c for c in table.net.form.controls if c.name.startswith("ai")]  # only the host hands seats over
    finally:
        host.close()
