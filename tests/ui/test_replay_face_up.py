"""A finished game replayed with every player's cards face up: at each move the faces of what every
seat holds hidden from the others are drawn where the table has a place for them, and an unfinished
game never offers it."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine.tape import Tape
from game.ui.app import App
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.replay_seats import ReplaySeats, replay_save
from game.ui.tables import table_for
from game.ui.tables.boss_monster.board import open_hand
from game.ui.tables.boss_monster.overlay import card_under

from .helpers import key
from .privacy import strings
from .test_replay import SEATS, opened, recorded, saved, settle

# Seeds whose random games hide something at many moves (Gauntlet of Fools: the Wand looks at the deck).
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("boss-monster", 4, {}), ("dungeon-run", 2, {"round-limit": 5}),
    ("gauntlet-of-fools", 6, {}), ("monster-day", 5, {}),
]


def hidden_held(game_id: str, state: Any) -> set[str]:
    """What the seats hold that the others may not see, read off the state itself, where the game's
    table has a place to show it."""
    seats = range(state.players)
    if game_id == "boss-monster":
        return {card for p in seats for card in [*state.rooms[p], *state.spells[p],
                                                 *(st.top for st in state.dungeons[p] if st.hidden)]}
    if game_id == "monster-day":
        return {card for hand in state.hands for card in hand}
    if game_id == "gauntlet-of-fools":  # what the Wand showed its holder, while no path is offered
        return set(state.known) if state.wand_seat >= 0 and not state.paths else set()
    return {state.lord} if state.lord and not state.endgame else set()  # the Dungeon Lord, face down


@pytest.mark.parametrize("game_id, seed, options", GAMES, ids=[g for g, _, _ in GAMES])
def test_every_seats_hidden_cards_are_drawn_face_up(app: App, game_id: str, seed: int, options: dict[str, Any]) -> None:
    scene = opened(app, saved(app, recorded(game_id, seed, options)), "face_up")
    assert scene.face_up
    checked = 0
    for ply in range(1, scene.tape.length + 1):
        key(app, pygame.K_RIGHT)
        settle(app, scene)
        assert scene.ply == ply
        held = hidden_held(game_id, scene.tape.state(ply))
        assert held <= set(scene.table.faces.drawn), f"move {ply}: not drawn {sorted(held - scene.table.faces.drawn)}"
        checked += bool(held - strings(scene.tape.state(ply).view(0)))
    assert checked >= 5  # moves at which something hidden from seat 0 was shown


def test_an_unfinished_game_offers_no_face_up_replay(app: App) -> None:
    match = recorded("boss-monster", 4, {}, stop=20)
    replay_save(app, saved(app, match))
    picker = app.stack.top
    assert isinstance(picker, ReplaySeats)
    assert "face_up" not in [c.name for c in picker.form.controls]
    spec = table_for("boss-monster")
    assert spec is not None
    with pytest.raises(ValueError):
        ReplayScene(app, Tape.of(match), list(SEATS), spec, 0, free=True, face_up=True)


def test_a_finished_game_offers_it_beside_every_seat(app: App) -> None:
    replay_save(app, saved(app, recorded("monster-day", 5, {})))
    picker = app.stack.top
    assert isinstance(picker, ReplaySeats)
    assert [c.name for c in picker.form.controls][-3:] == ["every", "face_up", "back"]


def test_an_opponents_hand_face_up_on_its_plate_is_read_under_the_pointer(app: App) -> None:
    scene = opened(app, saved(app, recorded("boss-monster", 4, {})), "face_up")
    scene.go(scene.tape.length // 2)
    table = scene.table
    row = next(r for r in table.rows if r.seat == 1)
    spots = open_hand(table, row, scene.view()["seats"][1])
    state = scene.tape.state(scene.ply)
    assert [card for card, _ in spots] == [*state.rooms[1], *state.spells[1]] and len(spots) >= 2
    assert card_under(table, spots[-1][1].center) == spots[-1][0]
    assert card_under(table, (spots[0][1].x + 2, spots[0][1].centery)) == spots[0][0]


def test_only_the_replay_asks_for_every_card_face_up() -> None:
    """A table, the network or the AI asking for ``view_all`` would tell a game's secrets while it is played."""
    root = Path(__file__).resolve().parents[2] / "game"
    callers = {path.relative_to(root).as_posix() for path in root.rglob("*.py")
               if re.search(r"\.view_all\(", path.read_text(encoding="utf-8"))}
    assert callers == {"ui/scenes/replay.py"}
