"""Hotseat Boss Monster: a room built face down is drawn as a back for every other person until the
reveal (checked on what the painter was asked to draw), and the log names it only for its builder."""
from __future__ import annotations

from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene

from ..helpers import click, drag, frame, until
from .positions import first_positions, scene_at


def visible_elsewhere(scene: TableScene, card: str) -> bool:
    """Whether ``card`` may be drawn for another reason: in the looker's hand or face up somewhere."""
    view = scene.view()
    me = view["seats"][scene.perspective]
    hand = me["hand"] or {"rooms": [], "spells": []}
    public = [p["room"] for s in view["seats"] for p in s["dungeon"] if p["room"] and not p["face_down"]]
    return card in hand["rooms"] or card in public or card in view["discard"]


def log_cards(scene: TableScene) -> set[str]:
    return {ref.card for entry in scene.log.entries for _, ref in entry.segments if ref is not None and ref.card}


def test_a_face_down_room_stays_a_back_for_the_next_person_until_the_reveal(app: App) -> None:
    seed, plies = first_positions()["first-build"]
    scene = scene_at(app, seed, plies)
    builder = scene.perspective
    table = scene.table
    index, room = next((i, c) for i, c in enumerate(table.hand.cards) if c in table.lit.drops)
    drag(app, table.hand_point(index), table.lit.drops[room][0].rect.center)
    until(app, lambda: isinstance(app.stack.top, HandOff))
    frame(app)
    assert table.faces.drawn == set()  # the cover hides everything
    click(app, app.stack.top.form.named("ready").rect.center)
    until(app, lambda: app.stack.top is scene and scene.table.legal is not None)
    frame(app)
    assert scene.perspective != builder
    assert not visible_elsewhere(scene, room)
    assert room not in table.faces.drawn
    assert room not in log_cards(scene)
    assert scene.view()["seats"][builder]["dungeon"][0]["room"] is None  # a back at its place
    # The others build too; at the reveal the room is turned face up for everyone.
    while not any(e.kind == "rooms_revealed" for p in scene.session.played for e in p.events):
        until(app, lambda: isinstance(app.stack.top, HandOff) or scene.table.legal is not None)
        if isinstance(app.stack.top, HandOff):
            click(app, app.stack.top.form.named("ready").rect.center)
            continue
        gesture = scene.table.gestures()[0]
        drag(app, gesture.start, gesture.end)
        frame(app)
    until(app, lambda: not scene.anim.busy and app.stack.top is scene)
    frame(app)
    assert room in table.faces.drawn
