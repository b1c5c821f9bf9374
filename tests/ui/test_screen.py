"""Hand-offs only where something is hidden: the next person is handed the table behind the cover
only when their view shows something the public view does not, read from the views alone."""
from __future__ import annotations

import pygame

from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.screen import holds_secrets, reveals
from game.ui.session import Session
from game.ui.tables import table_for
from tests.bench.ui_playthrough import Player, Tally


def test_a_view_reveals_only_what_the_public_one_lacks() -> None:
    assert not reveals({"hand": ["a"], "n": 1}, {"hand": ["a"], "n": 1})
    assert reveals({"hand": {"rooms": ["a"]}}, {"hand": None})
    assert reveals({"discard": ["x"]}, {"discard": 1})  # the cards where the public counts them
    assert not reveals({"discard": []}, {"discard": 0})  # an empty pile hides nothing
    assert reveals({"bets": {"1": 3}}, {"bets": {"1": "hidden"}})
    assert reveals({"cast": [[0, 1]]}, {"cast": []})
    assert reveals({"lord": "vorzhul"}, {})


def test_monster_day_hands_are_secret_and_gauntlet_boasting_is_not() -> None:
    day = Match.start("monster-day", 2, 1).state
    assert holds_secrets(day, 0) and holds_secrets(day, 1)
    fools = Match.start("gauntlet-of-fools", 3, 1).state
    assert fools.view(None)["phase"] == "boasting"
    assert not any(holds_secrets(fools, seat) for seat in range(3))


class Counting(Player):
    """The scripted player, counting the covers met while the boasting lasts."""

    covers = 0

    def frame(self, *events: pygame.event.Event) -> None:
        boasting = self.scene.session.state.view(None)["phase"] == "boasting"
        if boasting and isinstance(self.app.stack.top, HandOff):
            self.covers += 1
        super().frame(*events)


def test_the_gauntlet_boasting_draft_passes_between_people_without_a_hand_off(app: App) -> None:
    seats = [Seat("Anna"), Seat("Bea"), Seat("Cid")]
    session = Session(Match.start("gauntlet-of-fools", 3, 4, {}, seats), None, 1, ai_process=False)
    spec = table_for("gauntlet-of-fools")
    assert spec is not None
    scene = TableScene(app, session, spec)
    app.replace(scene)
    player = Counting(app, scene, Tally(), Rng(4))
    deciders: list[int] = []
    while session.state.view(None)["phase"] == "boasting":
        assert player.settle() == "input"
        deciders.append(scene.owner)  # type: ignore[arg-type]
        assert scene.owner == session.state.current_player() == scene.perspective
        assert player.turn()
    assert player.covers == 0
    assert len(set(deciders)) == 3  # everyone chose in turn, at the one table
