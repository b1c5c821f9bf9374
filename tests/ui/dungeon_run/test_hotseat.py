"""Two people at one computer: the hand-off hides the table, and one hero's secrets never reach the
other's screen or log."""
from __future__ import annotations

from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene

from ..helpers import frame
from .positions import open_at, positions
from .test_table import answer


def log_cards(scene: TableScene) -> set[str]:
    return {ref.card for entry in scene.log.entries for _, ref in entry.segments if ref is not None and ref.card}


def others_secrets(scene: TableScene, me: int) -> set[str]:
    """Ability cards another seat drew and did not keep: only that seat may ever see them."""
    drawn: set[str] = set()
    kept: set[str] = set()
    for played in scene.session.played:
        for event in played.events:
            if event.data.get("seat") == me:
                continue
            if event.kind == "abilities_drawn":
                drawn |= set(event.full().get("cards", ()))
            elif event.kind == "ability_learned":
                kept.add(event.data["card"])
    return drawn - kept


def test_the_hand_off_hides_the_table_and_the_others_drawn_abilities_stay_hidden(app: App) -> None:
    players, seed, options, actions = positions()["advance"] if positions()["advance"][0] > 1 else \
        positions()["offer"]
    scene = open_at(app, players, seed, options, actions)
    me = scene.perspective
    assert me is not None
    secrets = others_secrets(scene, me)
    assert secrets, "another hero has drawn abilities by now"
    assert not secrets & scene.table.faces.drawn
    assert not secrets & log_cards(scene)
    for _ in range(20):
        if isinstance(app.stack.top, HandOff):
            frame(app)
            assert scene.table.faces.drawn == set()
            return
        if scene.table.legal is not None and not scene.anim.busy:
            answer(app, scene)
        else:
            frame(app)
    raise AssertionError("the turn never passed to another person")
