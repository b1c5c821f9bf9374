"""The Gauntlet of Fools table driven by synthetic input: every decision kind answered through the
table or the bar, the draft's drags, the odds it shows, and what a seat may see of the Wand."""
from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from game.engine import saves
from game.engine.actions import Action
from game.games.gauntlet_of_fools.combat import attack_bonus, dice_count, monster_numbers
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from ..helpers import click, drag, frame, key, until
from .painted import painted
from .positions import position, ready, scene_at

KINDS = ("draft", "boast", "wand", "rise", "send", "path", "bet", "before", "after", "hit", "kill", "end", "troll",
         "guardian", "adventurer", "banshee", "pool", "magic", "weapon")


def test_the_game_has_a_table_in_the_window() -> None:
    spec = table_for("gauntlet-of-fools")
    assert spec is not None and spec.rules_key == "gauntlet-of-fools.rules.text"


@pytest.mark.parametrize("kind", KINDS)
def test_each_decision_kind_is_answered_through_the_table_or_the_bar(app: App, kind: str) -> None:
    players, seed, actions = position(kind)
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    assert scene.view()["prompt"]["kind"] == kind
    gestures = scene.table.gestures()
    legal = set(scene.session.state.legal_actions())
    assert all(g.action in legal for g in gestures)  # only lit, legal things
    if gestures:
        g = gestures[0]
        (click(app, g.start) if g.start == g.end else drag(app, g.start, g.end))
    else:
        assert kind not in scene.table.bespoke and scene.bar.buttons
        click(app, scene.bar.buttons[0][0].center)
    frame(app)
    assert len(scene.session.match.actions) == len(actions) + 1
    assert not scene.session.rejected


def test_dragging_a_free_hero_to_your_seat_takes_it_and_a_drop_elsewhere_does_not(app: App) -> None:
    players, seed, actions = position("draft")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    table = scene.table
    take = next(g for g in table.gestures() if g.start != g.end and g.action.verb == "take")
    drag(app, take.start, (take.end[0], 140))  # dropped on the boasts' row, not on the seat
    frame(app)
    assert len(scene.session.match.actions) == 0
    assert scene.status.warning
    drag(app, take.start, take.end)
    frame(app)
    assert scene.session.match.actions == [take.action]


def test_boast_chips_add_boasts_and_a_steal_is_a_drag_to_your_seat(app: App) -> None:
    players, seed, actions = position("draft")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    take = next(g for g in scene.table.gestures() if g.action.verb == "take")
    click(app, take.start)
    ready(app, scene)
    chip = next(g for g in scene.table.gestures() if g.action.verb == "boast")
    click(app, chip.start)
    frame(app)
    assert scene.session.match.actions[-1] == chip.action
    ready(app, scene)
    done = next(rect for rect, choice in scene.bar.buttons if choice.action == Action("done"))
    click(app, done.center)
    ready(app, scene)
    steals = [g for g in scene.table.gestures() if g.action.verb == "steal" and g.start != g.end]
    assert steals, "the hero just claimed can be stolen by the next seat"
    drag(app, steals[0].start, steals[0].end)
    frame(app)
    assert scene.session.match.actions[-1] == steals[0].action
    ready(app, scene)
    assert scene.view()["prompt"]["kind"] == "boast" and scene.view()["prompt"]["args"]["stolen"]


def _exact_kill(dice: int, need: int) -> float:
    """By counting every face combination: an independent check on the engine's odds."""
    faces = list(itertools.product(range(1, 7), repeat=dice))
    return sum(1 for roll in faces if sum(roll) >= need) / len(faces)


def test_the_odds_shown_are_the_exact_odds_of_the_position(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    players, seed, actions = position("before", "plain-roll")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    state = scene.session.state
    f = state.fight
    h = state.heroes[f.hero]
    odds = scene.view()["odds"]["now"]
    need = monster_numbers(h, f)[1] - attack_bonus(h, f)
    assert odds["kill"] == pytest.approx(_exact_kill(dice_count(h, f), need))
    shown = painted(app, scene, monkeypatch)
    assert any(f"{round(odds['kill'] * 100)}%" in text for text in shown)
    assert any(f"{round(odds['hit'] * 100)}%" in text for text in shown)


def test_the_wands_cards_are_drawn_for_its_owner_only(app: App) -> None:
    players, seed, actions = position("wand")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    owner = scene.view()["prompt"]["seat"]
    seen = set(scene.session.state.view(owner)["wand"]["top"])
    assert seen and seen <= scene.table.faces.drawn
    other = (owner + 1) % players
    assert scene.session.state.view(other)["wand"] is None
    scene.table.show(scene.session.state.view(other), other)
    scene.table.faces.begin_frame()
    scene.table.draw(pygame.Surface((1600, 900)), 0.0)
    assert not seen & scene.table.faces.drawn
    last = scene.session.played[-1].events  # the Wand looked when this decision came up

    def told(seat: int) -> str:
        entries = [scene.table.describe(e.for_seat(seat)) for e in last]
        return " ".join("".join(text for text, _ in entry.segments) for entry in entries if entry)

    names = [scene.table.card_name(card) for card in seen]
    assert all(name in told(owner) for name in names)
    assert not any(name in told(other) for name in names)


def test_a_hinted_token_gets_the_focus_and_enter_spends_it(app: App) -> None:
    players, seed, actions = position("before", "one-token")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    uses = [a for a in scene.session.state.legal_actions() if a.verb == "use"]
    on_table = {g.action for g in scene.table.gestures()}
    hinted = next((a for a in uses if a in on_table), None)
    assert hinted is not None, "a token use in this position is answered on the table"
    assert scene.table.show_hint(hinted)
    scene.hint_asked, scene.session.hint = True, hinted  # the hint's answer came: the ring goes there
    frame(app)
    key(app, pygame.K_RETURN, "\r")
    frame(app)
    assert scene.session.match.actions[-1] == hinted
    assert not scene.table.show_hint(Action("bribe"))  # not on offer: left to the bar


def test_tab_and_enter_take_a_free_hero_in_the_draft(app: App) -> None:
    """The scene's focus goes over the lit heroes; Enter takes the focused one."""
    players, seed, actions = position("draft")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    focused = scene.keyplay.focus.key[1]  # the actions of what the ring is on
    key(app, pygame.K_RETURN)
    frame(app)
    assert scene.session.match.actions[-1] in focused


def test_the_hand_off_hides_the_table_before_the_wands_owner_looks(app: App) -> None:
    players, seed, actions = position("wand")
    scene = scene_at(app, players, seed, actions)
    frame(app)
    assert isinstance(app.stack.top, HandOff)
    assert scene.table.faces.drawn == set()  # the cover is opaque: nothing of the table was drawn
    ready(app, scene)
    owner = scene.session.state.current_player()
    assert set(scene.session.state.view(owner)["wand"]["top"]) <= scene.table.faces.drawn


def test_moves_animate_at_normal_speed(app: App) -> None:
    """AI seats play a game's opening at normal speed: every beat is painted, the log follows them."""
    app.settings.speed = "normal"
    players, seed, actions = position("before")
    scene = scene_at(app, players, seed, actions, humans=0)
    painted = 0

    def three_moves() -> bool:
        nonlocal painted
        painted += scene.anim.busy
        return len(scene.session.match.actions) >= len(actions) + 3

    until(app, three_moves)  # the AI worker answers in its own time, however fast the frames go
    assert painted > 10


def test_a_game_saved_in_the_window_continues_where_it_was(app: App, tmp_path: Path) -> None:
    players, seed, actions = position("kill")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    path = saves.save(scene.session.match, tmp_path / "gauntlet.json")
    loaded = saves.load(path)
    assert loaded.match.game.id == "gauntlet-of-fools" and loaded.match.actions == scene.session.match.actions
    again = TableScene(app, Session(loaded.match, None, app.ai_iterations), table_for("gauntlet-of-fools"))
    app.replace(again)
    ready(app, again)
    assert again.view() == scene.session.state.view(again.perspective)
    assert again.view()["prompt"]["kind"] == "kill"


def test_a_dodge_by_the_bow_is_told_as_an_escape_not_as_a_comparison_it_lost(fonts) -> None:  # type: ignore[no-untyped-def]
    """The Bow dodges a monster whose Attack reaches the hero's Defense: the tray compares them as
    they are (≥) and says the hero escaped, never "Monster Attack 16 < Defense 16"."""
    from game.games.gauntlet_of_fools.effects import use_power
    from game.ui.tables.gauntlet_of_fools.centre import draw_centre
    from game.ui.tables.gauntlet_of_fools.faces import GauntletPainter
    from game.ui.widgets.card import CardFaces
    from game.ui.widgets.dice import Dice

    from ...gauntlet_of_fools.helpers import gauntlet

    s, _ = gauntlet(("knight", "bow", ()), ("barbarian", "mace", ()), top=("ogre",), dice=[6] * 8)
    while s.frames[-1].kind != "hit":
        s.apply(next(a for a in s.legal_actions() if a.verb != "use"))
    f = s.fight
    assert f is not None and f.killed and f.hit
    use_power(s, s.heroes[f.hero], f, "hit", Action("use", ("bow",)))
    view = s.view(0)
    attack, defense = view["fight"]["monster_attack"], view["heroes"][f.hero]["defense"]
    assert attack >= defense and view["fight"]["dodged"]
    shown: list[str] = []
    real = fonts.render
    fonts.render = lambda text, *a, **k: shown.append(text) or real(text, *a, **k)  # type: ignore[method-assign]
    draw_centre(pygame.Surface((1600, 900)), fonts, CardFaces(GauntletPainter(fonts)), Dice(48), view, frozenset(),
                lambda tag: False, str)
    assert f"Monster Attack {attack} ≥ Defense {defense}" in shown and "Escaped" in shown
    assert not any("<" in text for text in shown)


def test_the_top_of_the_discard_pile_zooms_like_any_card(app: App) -> None:
    from game.ui.tables.gauntlet_of_fools.layout import DISCARD
    from game.ui.widgets.pieces import Pile
    from game.ui.widgets.zoom import DELAY

    from ..helpers import move

    players, seed, actions = position("after")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    discard = scene.view()["discard"]
    assert discard
    move(app, Pile(DISCARD).rect.center)
    for _ in range(3):
        frame(app, dt=DELAY)
    request = scene.table.zoom_request()
    assert request is not None and request[0] == discard[-1]
