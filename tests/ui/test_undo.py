"""Undo leaves the table exactly as a table freshly opened on the same match would be, and never
reaches past the game's end.

Seeded solo games of every game that offers undo are played through the table's own input; after many of the
person's moves U takes them back, and the table then offers the same options, lights the same
places and says the same prompt as a new table opened on a copy of the match.
"""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from tests.bench.ui_playthrough import Player, Tally

from .helpers import DT, click, frame, key

E = pygame.event.Event
UNDOS = 12  # per game: enough to meet many decision kinds, few enough for the game to end


def table_state(scene: TableScene) -> dict[str, Any]:
    """What a person can read and use on the table: the prompt, the bar's buttons, the lit places."""
    return {
        "prompt": scene.table.prompt(),
        "decision": scene.view().get("prompt"),
        "bar": [(choice.label, str(choice.action), rect.topleft) for rect, choice in scene.bar.buttons],
        "gestures": sorted((g.start, g.end, str(g.action)) for g in scene.table.gestures()),
        "confirming": scene.confirm.active,
        "quick": scene.quick.active,
    }


def fresh_state(app: App, scene: TableScene) -> dict[str, Any]:
    """The same match in a table opened now, run until its input opens (it never takes the stack)."""
    old = scene.session.match
    session = Session(Match.start(old.game, old.players, old.seed, old.options, old.seats), None, 1,
                      history=list(old.actions), ai_process=False)
    fresh = TableScene(app, session, scene.spec)
    canvas = pygame.Surface(app.screen.get_size())  # drawn as the real one is: some places are laid out there
    try:
        for _ in range(600):
            fresh.update(DT)
            fresh.draw(canvas)
            if fresh.table.legal is not None and not fresh.anim.busy:
                break
        for _ in range(30):  # the hand's cards glide to their places
            fresh.update(DT)
            fresh.draw(canvas)
        return table_state(fresh)
    finally:
        fresh.on_exit()


class Undoer(Player):
    """The scripted player, who takes moves back now and then and checks the table after each undo."""

    def __init__(self, app: App, scene: TableScene, rng: Rng) -> None:
        super().__init__(app, scene, Tally(), rng)
        self.undone = 0

    def turn(self) -> bool:
        """At a decision (the AI has answered, so the game is where its seeds take it) where undo is
        offered, the moves since the last roll or draw are taken back first (the player's random
        choices then take the game another way)."""
        if self.undone < UNDOS and self.scene._can_undo():
            self.frame(E(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0))
            self.undone += 1
            assert self.settle() == "input"
            for _ in range(30):
                self.frame()
            assert table_state(self.scene) == fresh_state(self.app, self.scene)
        return super().turn()


# Monster Day is not here: every card played rolls its monster's dice, so no move of it can be undone.
GAMES = [("boss-monster", 2, 3, {}), ("boss-monster", 3, 4, {}),
         ("gauntlet-of-fools", 2, 1, {}), ("gauntlet-of-fools", 3, 2, {}),
         ("dungeon-run", 1, 1, {"round-limit": 12}), ("dungeon-run", 2, 3, {"round-limit": 6})]


@pytest.mark.parametrize("game, players, seed, options", GAMES, ids=[f"{g}-{p}" for g, p, _, _ in GAMES])
def test_after_every_undo_the_table_is_the_one_a_fresh_table_would_show(
        app: App, game: str, players: int, seed: int, options: dict[str, Any]) -> None:
    spec = table_for(game)
    assert spec is not None
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "ai", "random") for n in range(1, players)]
    session = Session(Match.start(game, players, seed, options, seats), None, 1, ai_process=False)
    scene = TableScene(app, session, spec)
    app.replace(scene)
    player = Undoer(app, scene, Rng(seed))
    assert player.play(3000)
    print(f"\n{game}, {players} seats: {player.undone} undos compared with a fresh table")
    assert player.undone >= 3
    # The game is over: undo is not offered, and U leaves the finished game as it is.
    assert isinstance(app.stack.top, GameOver)
    click(app, app.stack.top.form.named("look").rect.center)
    played = list(session.match.actions)
    assert not scene._can_undo()
    key(app, pygame.K_u)
    frame(app)
    assert session.state.is_terminal() and session.match.actions == played
    assert not isinstance(app.stack.top, GameOver) and app.stack.top is scene



def test_an_undo_while_the_ai_answers_discards_the_answer_and_opens_the_table(app: App) -> None:
    """The person moves, the AI's answer is on its way, and U comes first: the answer is dropped when it
    arrives, and the table offers the person's decision again at once (it once waited for the stale
    answer forever, with no prompt and nothing lit)."""
    app.settings.speed = "normal"  # an AI's answer waits out the time its turn is shown
    spec = table_for("boss-monster")
    assert spec is not None
    session = Session(Match.start("boss-monster", 2, 3, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")]),
                      None, 1, ai_process=False)
    scene = TableScene(app, session, spec)
    app.replace(scene)
    rng = Rng(5)
    raced = 0
    for _ in range(400):
        if raced == 3 or session.state.is_terminal():
            break
        if session.current() != 0:
            frame(app, dt=0.2)
            continue
        if scene.table.legal is None or scene.anim.busy:
            frame(app)
            continue
        legal = session.legal(0)
        session.put(legal[rng.below(len(legal))], 0)
        frame(app)  # the move is played; the AI is asked on the next frame
        if session.current() == 0 or session.undo_point(0) is None:
            continue
        played = session.ply
        frame(app)  # the AI is asked; its answer comes, and waits out the time its turn is shown
        for _, future in list(session.runner()._jobs):  # type: ignore[attr-defined]
            future.result(timeout=30)
        assert session.current() == 1 and session.ply == played
        key(app, pygame.K_u)
        assert session.current() == 0, (session.ply, played, scene.status.text)
        for _ in range(10):
            frame(app)
        assert session.next_submission() is None, "a stale answer stands in the queue"
        assert scene.table.legal, "the table stays closed after the undo"
        assert [sub.source for sub, why in session.rejected[-1:]] == ["ai"]
        raced += 1
    assert raced == 3
