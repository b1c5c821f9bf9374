"""The shared decision flow as Gauntlet of Fools uses it: fresh legal lists, JSON snapshots at every
ply, determinized copies for every observer, the prompt's words, the odds the table shows, and the
card set the rules need (docs/engine.md "The decision flow", "The State contract")."""
from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.engine.actions import Action, IllegalAction
from game.engine.cards import CARDS_ROOT, CardError
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools import rules
from game.games.gauntlet_of_fools.cards import NAMED, book
from game.games.gauntlet_of_fools.state import FLOW, GauntletState

from .helpers import gauntlet, play

GAME = get("gauntlet-of-fools")
DOC = rules.__doc__ or ""
CARD_IDS = set(book().classes) | set(book().weapons) | set(book().encounters) | set(book().boasts)


def _random_games(players: int, seeds: range):  # type: ignore[no-untyped-def]
    """Every position of some seeded random games, with the action then taken."""
    for seed in seeds:
        state = GAME.new_game(players, seed)
        rng = Rng(seed + 1000 * players)
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            yield state, action
            state.apply(action)


def test_legal_actions_is_a_fresh_list_the_caller_may_change() -> None:
    """docs/engine.md "The decision flow": changing the returned list changes nothing in the state."""
    state = GAME.new_game(3, 5)
    first = state.legal_actions()
    first.clear()
    assert state.legal_actions() and state.legal_actions() is not state.legal_actions()
    # A fight's window lists its options while it runs: that list too is handed out as a copy.
    s, _ = gauntlet(("barbarian", "throwing-stars", ()), top=("ogre",), dice=[4] * 4)
    offered = s.legal_actions()
    offered.append(Action("bribe"))
    assert Action("bribe") not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply(Action("bribe"))


@pytest.mark.parametrize("players", (2, 4))
def test_a_snapshot_through_json_text_is_the_same_game_at_every_ply(players: int) -> None:
    """docs/engine.md "The State contract": equal snapshot, same legal actions, same views for every seat."""
    for state, _ in _random_games(players, range(3)):
        snapshot = state.to_snapshot()
        copy = GAME.from_snapshot(json.loads(json.dumps(snapshot)))
        assert copy.to_snapshot() == snapshot
        assert copy.legal_actions() == state.legal_actions()
        for seat in (None, *range(players)):
            assert copy.view(seat) == state.view(seat)


@pytest.mark.parametrize("players", (2, 3))
def test_determinized_copies_keep_every_observers_view_and_play_to_the_end(players: int) -> None:
    """docs/engine.md "The State contract": view(observer) unchanged for every observer; the copy plays on."""
    for ply, (state, _) in enumerate(_random_games(players, range(2))):
        for observer in range(players):
            copy = state.determinize(observer, Rng(ply))
            assert copy.view(observer) == state.view(observer)
        if ply % 25 == 0:
            copy = state.determinize(ply % players, Rng(ply))
            rng = Rng(ply)
            while not copy.is_terminal():
                copy.apply(rng.choice(copy.legal_actions()))


def test_every_decision_kind_and_option_key_is_listed_where_the_table_reads_them() -> None:
    """rules/__init__.py lists every decision kind, its prompt arguments and its option keys."""
    decisions = [name for name, kind in FLOW.kinds.items() if kind.options is not FLOW.kinds["turn"].options]
    for name in decisions:
        assert f"``{name}``" in DOC, name
    seen: set[str] = set()
    for players in (2, 3, 4):
        for state, _ in _random_games(players, range(4)):
            seat = state.current_player()
            prompt = state.view(seat)["prompt"]
            assert prompt["key"] == f"gauntlet-of-fools.prompt.{prompt['kind']}"
            assert state.view((seat + 1) % players)["prompt"]["options"] == []  # another seat sees no options
            for option in prompt["options"]:
                key, args = option["key"], option["args"]
                assert key.startswith("gauntlet-of-fools.action."), key
                lines = [line for line in DOC.splitlines() if f"``{key[len('gauntlet-of-fools.'):]}``" in line]
                assert lines, key
                assert any(all(name in line for name in args) for line in lines), (key, args)
                for name, value in args.items():
                    if name == "card" or name.endswith("_card"):
                        assert value in CARD_IDS, (key, name, value)
                    if name == "hero":
                        assert isinstance(value, int) and 0 <= value < len(state.heroes)
                seen.add(key)
            for name, value in prompt["args"].items():
                if name == "card" or name.endswith("_card"):
                    assert value in CARD_IDS, (prompt["kind"], name, value)
    assert len(seen) > 15


def _chance(dice: int, need: int) -> Fraction:
    hits = sum(1 for faces in product(range(1, 7), repeat=dice) if sum(faces) >= need)
    return Fraction(hits, 6 ** dice)


def row(odds: dict[str, Any], action: str, times: int = 1) -> dict[str, Any]:
    """The odds panel's row for ``action`` taken ``times`` times."""
    return next(r for r in odds["rows"] if r["action"] == action and r["times"] == times)


def test_the_view_gives_the_exact_odds_before_the_roll_with_and_without_a_token() -> None:
    """seeds/003 "Attacco": 2 dice cannot reach the Ogre's Defense 13, a Throwing Stars die makes 3,
    a second one 4; its Attack 16 meets the Knight's Defense 16; a kill pays 3 gold. Every seat sees
    the same figures."""
    s, _ = gauntlet(("knight", "throwing-stars", ()), ("barbarian", "mace", ()), top=("ogre",))
    odds = s.view(0)["odds"]
    assert odds == s.view(1)["odds"] == s.view(None)["odds"]
    now = odds["now"]
    assert (now["kill"], now["hit"], now["gold"]) == (0.0, 1.0, 3)
    once, twice = row(odds, "use throwing-stars"), row(odds, "use throwing-stars", 2)
    assert once["kill"] == pytest.approx(float(_chance(3, 13)), abs=1e-12)
    assert twice["kill"] == pytest.approx(float(_chance(4, 13)), abs=1e-12)  # a token spent twice counts twice
    assert once["hit"] == twice["hit"] == 1.0 and once["gold"] == 3


def test_the_view_gives_the_exact_odds_of_one_more_die_after_the_roll() -> None:
    """seeds/003 weapon "Mace": after a roll of 10 against Defense 13, one more die kills on 3 to 6."""
    s, _ = gauntlet(("knight", "mace", ()), ("barbarian", "mace", ()), top=("ogre",), dice=[2] * 5)
    odds = s.view(0)["odds"]
    assert s.frames[-1].kind == "after" and odds["now"]["kill"] == 0.0
    assert row(odds, "use mace")["kill"] == pytest.approx(4 / 6, abs=1e-12)


@pytest.mark.parametrize(("weapon", "dice", "use", "chance"), (
    ("morning-star", [1] * 5, "use morning-star", _chance(5, 13)),  # the whole roll again
    ("scimitar", [2] * 4, "use scimitar 2 2", _chance(2, 13 - 4)),  # two 2s again, two kept
))
def test_the_view_gives_the_exact_odds_of_a_reroll(weapon: str, dice: list[int], use: str, chance: Fraction) -> None:
    """seeds/003 weapons "Morning Star" and "Scimitar": the chance that the dice rolled again kill the Ogre."""
    s, _ = gauntlet(("knight", weapon, ()), ("barbarian", "mace", ()), top=("ogre",), dice=dice)
    odds = s.view(0)["odds"]
    assert s.frames[-1].kind == "after" and row(odds, use)["kill"] == pytest.approx(float(chance), abs=1e-12)
    assert row(odds, use)["hit"] == 1.0


def test_the_view_gives_the_odds_of_a_dodge_when_hit() -> None:
    """seeds/003 class "Thief": a token avoids the hit it is about to take."""
    s, _ = gauntlet(("thief", "mace", ()), ("barbarian", "mace", ()), top=("ogre",), dice=[1] * 5)
    while s.frames[-1].kind != "hit":
        play(s, "attack" if Action("attack") in s.legal_actions() else str(s.legal_actions()[-1]))
    odds = s.view(1)["odds"]
    assert odds["now"]["hit"] == 1.0 and row(odds, "use thief")["hit"] == 0.0


def _copy_cards(tmp_path: Path, drop: str) -> Path:
    folder = tmp_path / "gauntlet_of_fools"
    folder.mkdir()
    for path in (CARDS_ROOT / "gauntlet_of_fools").glob("*.yaml"):
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        raw["cards"] = [c for c in raw["cards"] if c["id"] != drop]
        (folder / path.name).write_text(yaml.safe_dump(raw), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(("card", "file"), (("wand", "weapons.yaml"), ("gladiator", "encounters.yaml"),
                                            ("zombie", "classes.yaml"), ("one-arm", "boasts.yaml")))
def test_a_card_set_without_a_card_the_rules_name_is_refused(tmp_path: Path, card: str, file: str) -> None:
    """cards.py: validate-cards names the file and the missing card instead of failing in play."""
    root = _copy_cards(tmp_path, card)
    with pytest.raises(CardError, match=rf"{file}: card '{card}' is missing"):
        GAME.load_card_set(root)


def test_the_whole_card_set_passes_and_a_card_the_rules_do_not_need_may_go(tmp_path: Path) -> None:
    GAME.load_card_set()
    GAME.load_card_set(_copy_cards(tmp_path, "barbarian"))


def test_every_card_the_rules_name_by_id_is_in_the_named_list() -> None:
    """cards.NAMED stays true: a class, weapon or boast id written in the rules, or an encounter looked
    up by id, is one the card check guards."""
    package = Path(rules.__file__).parent.parent
    named = {card for cards in NAMED.values() for card in cards}
    kinds = {**{c: "class" for c in book().classes}, **{c: "weapon" for c in book().weapons},
             **{c: "boast" for c in book().boasts}}
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        quoted = set(re.findall(r'"([a-z-]+)"', text))
        assert {c for c in quoted if c in kinds} <= named, path
        assert set(re.findall(r'ENCOUNTERS\["([a-z-]+)"\]', text)) <= named, path


def test_new_games_start_in_the_boasting_phase() -> None:
    state = rules.new_state(3, 9, True)
    assert isinstance(state, GauntletState) and state.boasting and state.view(0)["phase"] == "boasting"
    assert state.frames[-1].kind == "draft"
