"""Costs of room abilities and spells: named before a use is confirmed, and, when chosen by a
decision, declinable back to the choice before until the first part is paid (rulings.md, "A cost
chosen after declaring an ability"; 000 (IT) glossary "Abilità ad attivazione": using one means
declaring it and meeting its requirements, so a use not paid for was never declared)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import i18n
from game.engine import saves
from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.games.boss_monster.board import ROOM
from game.games.boss_monster.prompts import label
from game.games.boss_monster.state import BossMonsterState

from .helpers import GAME, blank, census, dungeon, hand, options, play, queue

DECLINE = Action("decline")


def _building(*rooms: str, held: tuple[str, ...] = ()) -> BossMonsterState:
    """Seat 0 on its build, with ``rooms`` in its dungeon and ``held`` in hand."""
    state = blank()
    dungeon(state, 0, *rooms)
    hand(state, 0, *held)
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    return state


def _walking(*rooms: str) -> BossMonsterState:
    """A hero in seat 0's first room, its window open to seat 0; the turn ends after the walk (the
    table's warning of a knock-out plays on to there)."""
    state = blank()
    dungeon(state, 0, *rooms)
    state.entrance[0].append(state.epic_deck.pop(state.epic_deck.index("katelyn-angelic-healer")))
    state.phase = "adventure"
    queue(state, ("adventurer", {"seat": 0}), ("end-turn", {}))
    return state


def _answering() -> BossMonsterState:
    """Seat 1 casts Freeze on seat 0's room: seat 0 may cancel it with its All-Seeing Eye."""
    state = blank()
    dungeon(state, 0, "all-seeing-eye")
    dungeon(state, 1, "golem-factory")
    hand(state, 0, "fear", "freeze")
    hand(state, 1, "freeze")
    state.phase = "build"
    queue(state, ("builder", {"seat": 1}))
    play(state, "cast freeze", "target 0 1")
    return state


CASES = {
    "witchs-kitchen": (lambda: _building("witchs-kitchen", held=("golem-factory", "dark-altar")),
                       "use witchs-kitchen 1"),
    "dracolich-lair": (lambda: _building("dracolich-lair", held=("golem-factory", "mimic-vault")),
                       "use dracolich-lair 1"),
    "the-crushinator": (lambda: _building("golem-factory", "the-crushinator"), "use the-crushinator 2"),
    "boulder-ramp": (lambda: _walking("boulder-ramp", "golem-factory"), "use boulder-ramp 1"),
    "all-seeing-eye": (_answering, "use all-seeing-eye 1"),
}


def _seen(state: BossMonsterState) -> list[Any]:
    """Everything any seat, or the public, is shown: the views and the deciding seat's options."""
    return [state.view(seat) for seat in (None, *range(state.players))] + [sorted(options(state))]


def _without_declines(snapshot: dict[str, Any]) -> dict[str, Any]:
    for frame in snapshot["frames"]:
        frame["data"].pop("declined", None)
    return snapshot


@pytest.mark.parametrize("room", sorted(CASES))
def test_a_room_use_whose_cost_is_declined_returns_to_the_same_choice(room: str) -> None:
    """The same legal actions and the same view for every seat; nothing paid, used up or told."""
    make, use = CASES[room]
    state = make()
    seen, snapshot, cards = _seen(state), state.to_snapshot(), census(state)
    assert use in options(state)
    told = state.apply(Action.parse(use))
    assert "decline" in options(state) and told == []
    told += state.apply(DECLINE)
    assert told == []
    assert _seen(state) == seen
    assert _without_declines(state.to_snapshot()) == snapshot and census(state) == cards


def test_a_use_declined_once_at_a_decision_cannot_be_declined_there_again() -> None:
    """So that using and declining cannot go round for ever; the prompt says why."""
    state = _building("witchs-kitchen", held=("golem-factory",))
    play(state, "use witchs-kitchen 1", "decline", "use witchs-kitchen 1")
    assert options(state) == {"discard golem-factory"}
    assert state.view(0)["prompt"]["args"]["decline"] == "declined-before"
    play(state, "discard golem-factory")
    assert len(state.spells[0]) == 1 and state.dungeons[0][0].used


def test_the_ability_is_declared_only_with_the_first_choice_of_its_cost() -> None:
    """Until then nothing is used up; then the ability, then its cost, then its effect."""
    state = _building("witchs-kitchen", held=("golem-factory",))
    assert play(state, "use witchs-kitchen 1") == [] and not state.dungeons[0][0].used
    told = [e.kind for e in state.apply(Action("discard", ("golem-factory",)))]
    assert told[:2] == ["ability", "card_discarded"] and state.dungeons[0][0].used


def test_the_rest_of_a_cost_whose_first_card_is_shown_cannot_be_declined() -> None:
    """Dracolich Lair: the first room is face up in the discard pile, so the second is owed."""
    state = _building("dracolich-lair", held=("golem-factory", "mimic-vault", "dark-altar"))
    play(state, "use dracolich-lair 1", "discard golem-factory")
    assert options(state) == {"discard mimic-vault", "discard dark-altar"}
    assert state.view(0)["prompt"]["args"]["decline"] == "paid-in-part"


def test_soul_harvests_soul_is_chosen_after_the_cast_and_cannot_be_declined() -> None:
    """Card: Soul Harvest (spells.yaml): the cast option names the cost; the soul is chosen once the
    spell has been cast and answered, so the prompt says why there is no way back."""
    state = blank()
    hand(state, 0, "soul-harvest")
    state.souls[0].append(state.hero_deck.pop())
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    option = next(o for o in state.view(0)["prompt"]["options"] if o["action"] == "cast soul-harvest")
    assert (option["key"], option["args"]["cost"]) == ("boss-monster.action.cast-cost", "remove-soul")
    play(state, "cast soul-harvest")
    assert state.frames[-1].kind == "harvest" and "decline" not in options(state)
    assert state.view(0)["prompt"]["args"]["decline"] == "spell-cast"


@pytest.mark.parametrize("lang", ["en", "it", "pt-BR"])
def test_every_costly_use_names_its_cost_in_its_option_words(lang: str) -> None:
    """Each room with a cost, in each language: its use's words hold the cost's words."""
    costly = sorted(r.id for r in ROOM.values() if r.cost != "none")
    assert costly
    i18n.set_language(lang)
    try:
        for room in costly:
            state = blank()
            dungeon(state, 0, room)
            frame = state.push("build", 0)
            key, args = label(state, frame, Action("use", (room, 1)))
            words = i18n.words(key, args, lambda c: c, lambda s: f"P{s}")
            assert i18n.t(f"boss-monster.cost.{ROOM[room].cost}") in words, (room, words)
    finally:
        i18n.set_language("en")


def _decliner(state: BossMonsterState, rng: Rng) -> Action:
    """The worst a bot could do: decline whenever it may, and use a room with a cost whenever it may;
    otherwise the game's playout policy."""
    legal = state.legal_actions()
    if DECLINE in legal:
        return DECLINE
    costly = [a for a in legal if a.verb == "use" and ROOM[str(a.args[0])].cost != "none"]
    return costly[0] if costly else GAME.playout_action(state, rng)


def test_a_game_of_using_and_declining_still_ends_and_its_save_replays(tmp_path: Path) -> None:
    """A seat that declines every cost it may still gets nowhere for ever; the action's text parses
    back, and a save made after declines loads to the same position."""
    declined = 0
    for seed in range(4):
        match = Match.start("boss-monster", 2 + seed % 3, seed, {}, [Seat(f"P{n}") for n in range(2 + seed % 3)])
        rng = Rng(seed)
        for _ in range(20_000):
            if match.state.is_terminal():
                break
            action = _decliner(match.state, rng)  # type: ignore[arg-type]
            declined += action == DECLINE
            match.submit(Action.parse(str(action)))
            if declined == 1 and action == DECLINE:
                path = saves.save(match, tmp_path / "declined.json")
                loaded = saves.load(path)
                assert "decline" in json.loads(path.read_text())["actions"]
                assert loaded.match.state.to_snapshot() == match.state.to_snapshot()
        assert match.state.is_terminal()
    assert declined > 0
