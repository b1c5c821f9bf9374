"""Seeded random games for 2, 3, 4 and 6 players (docs/engine.md "Tests"; seeds/003 throughout).

Every legal action is accepted, the game ends, gold is never negative, every token, wound and gold
change is announced by an event, a save taken mid-game finishes identically, and the bots' choices
do not depend on the order of the encounter deck they cannot see.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from game.ai import decide, level_for
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools.heroes import Hero
from game.games.gauntlet_of_fools.state import GauntletState

GAME = get("gauntlet-of-fools")
QUICK = 60
FULL = 300
PENALTIES = ("dice_penalty", "defense_penalty", "poison", "curse")
TOKEN_ATTR = {"class": "class_tokens", "attack-bonus": "attack_bonus", "defense-bonus": "defense_bonus",
              "dice-bonus": "dice_bonus", "one-use-die": "one_use", "dice-penalty": "dice_penalty",
              "defense-penalty": "defense_penalty", "poison": "poison", "curse": "curse"}


class Ledger:
    """What the events say each hero holds; the state must agree after every action."""

    def __init__(self) -> None:
        self.heroes: dict[int, dict[str, Any]] = {}

    def read(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            if e.kind == "hero_armed":
                self.heroes[d["hero"]] = {"gold": d["gold"], "wounds": d["wounds"], "class_tokens": d["class_tokens"],
                                          "weapon_tokens": list(d["weapon_tokens"]), "weapons": d["weapons"],
                                          **{a: 0 for a in TOKEN_ATTR.values() if a != "class_tokens"}}
                continue
            h = self.heroes.get(d.get("hero", -1))
            if h is None:
                continue
            if e.kind == "gold_gained":
                h["gold"] += d["amount"]
            elif e.kind == "gold_lost":
                h["gold"] -= d["amount"]
            elif e.kind == "wounded":
                h["wounds"] += d["amount"]
            elif e.kind == "healed":
                h["wounds"] -= 1
            elif e.kind in ("token_gained", "token_spent", "token_lost"):
                if d["token"] == "weapon":
                    h["weapon_tokens"][h["weapons"].index(d["weapon"])] += d["change"]
                else:
                    h[TOKEN_ATTR[d["token"]]] += d["change"]
            elif e.kind == "penalties_discarded":
                for name in PENALTIES:
                    h[name] = 0

    def check(self, heroes: list[Hero]) -> None:
        for index, expected in self.heroes.items():
            h = heroes[index]
            assert h.gold >= 0
            assert h.gold == expected["gold"] and h.wounds == expected["wounds"]
            assert h.weapon_tokens == expected["weapon_tokens"]
            for attr in TOKEN_ATTR.values():
                assert getattr(h, attr) == expected[attr], attr


def play(players: int, seed: int, check_all: bool = True) -> tuple[GauntletState, list[str]]:
    state = GAME.new_game(players, seed)
    assert isinstance(state, GauntletState)
    ledger = Ledger()
    ledger.read(state.opening_log())
    rng = Rng(seed * 31 + players)
    log: list[str] = []
    for _ in range(4000):
        if state.is_terminal():
            return state, log
        legal = state.legal_actions()
        assert legal, "a running game always offers an action"
        if check_all:
            for action in legal:
                state.clone().apply(action)  # every legal action is accepted
        action = rng.choice(legal)
        ledger.read(state.apply(action))
        ledger.check(state.heroes)
        log.append(str(action))
    raise AssertionError("the game did not end")


def _games(count: int) -> list[tuple[int, int]]:
    return [(players, seed) for players in (2, 3, 4, 6) for seed in range(count)]


@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_random_games_accept_every_legal_action_end_and_account_for_every_token(players: int) -> None:
    """docs/engine.md "Tests": seeded games; nothing is created or lost without an event; gold >= 0."""
    for seed in range(QUICK):
        state, _ = play(players, seed, check_all=seed % 4 == 0)
        assert state.is_terminal() and (all(h.dead for h in state.heroes) or not state.deck)


@pytest.mark.slow
@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_three_hundred_random_games_per_player_count(players: int) -> None:
    """docs/engine.md "Tests": the same properties over 300 seeded games per player count."""
    for seed in range(FULL):
        play(players, 10_000 + seed)


@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_a_save_taken_mid_game_finishes_identically(players: int) -> None:
    """docs/engine.md "The State contract": snapshots are JSON and rebuild the same state."""
    for seed in range(QUICK // 4):
        final, log = play(players, seed, check_all=False)
        state = GAME.new_game(players, seed)
        for text in log[: len(log) // 2]:
            state.apply(_parse(text))
        copy = GAME.from_snapshot(json.loads(json.dumps(state.to_snapshot())))
        assert copy.to_snapshot() == state.to_snapshot()
        for text in log[len(log) // 2:]:
            copy.apply(_parse(text))
        assert copy.to_snapshot() == final.to_snapshot()


def _parse(text: str):  # type: ignore[no-untyped-def]
    from game.engine.actions import Action
    return Action.parse(text)


@pytest.mark.parametrize("players", (2, 4))
def test_determinize_keeps_the_observers_view_and_bots_ignore_the_hidden_deck(players: int) -> None:
    """docs/engine.md "The State contract": a determinized copy looks the same to its observer; permuting
    the unseen encounter deck (the Wand's cards excepted, for its owner) does not change a bot's choice."""
    for seed in range(6):
        state = GAME.new_game(players, seed)
        rng = Rng(seed)
        steps = 0
        while not state.is_terminal() and steps < 400:
            seat = state.current_player()
            assert seat is not None
            copy = state.determinize(seat, Rng(steps))
            assert copy.view(seat) == state.view(seat)
            if steps % 9 == 0:
                shuffled = _permute_unseen(state, seat, Rng(steps + 1))
                for level in (level_for(GAME, "easy", iterations=3), level_for(GAME, "hard", iterations=12)):
                    assert decide(GAME, state, level, Rng(7)) == decide(GAME, shuffled, level, Rng(7))
            state.apply(rng.choice(state.legal_actions()))
            steps += 1


def _permute_unseen(state: GauntletState, seat: int, rng: Rng) -> GauntletState:
    other = state.clone()
    seen = len(state.known) if seat == state.wand_seat else 0
    hidden = other.deck[: len(other.deck) - seen]
    rng.shuffle(hidden)
    other.deck[: len(hidden)] = hidden
    return other


def test_the_wands_owner_keeps_its_knowledge_in_determinized_copies() -> None:
    """seeds/003 weapon FAQ "Wand": what the Wand showed stays known to its owner, and only to it."""
    from .helpers import gauntlet
    s, _ = gauntlet(("barbarian", "wand", ()), ("knight", "bow", ()), ("thief", "bow", ()), top=("titan", "cache"))
    for i in range(5):
        mine = s.determinize(0, Rng(i))
        assert mine.deck[-2:] == ["cache", "titan"]
    tops = {tuple(s.determinize(1, Rng(i)).deck[-2:]) for i in range(12)}
    assert len(tops) > 1


def test_hand_written_copies_copy_every_field() -> None:
    """docs/engine.md "The State contract": clone() is hand-written; it must not forget a field."""
    from game.games.gauntlet_of_fools.combat import NO_MODS, Fight
    h = Hero(3, "knight", ("bow", "axe"))
    for i, name in enumerate(Hero.__slots__):
        if name not in ("index", "cls", "weapons", "weapon_tokens", "powers", "lasting", "this_turn"):
            setattr(h, name, i + 1)
    h.lasting, h.this_turn = {"axe": True}, {"zealot": True, "armorer": 2}
    copy = h.copy()
    assert all(getattr(copy, n) == getattr(h, n) for n in Hero.__slots__)
    assert copy.weapon_tokens is not h.weapon_tokens
    assert copy.lasting is not h.lasting and copy.this_turn is not h.this_turn
    f = Fight(1, "ogre", NO_MODS, 7)
    for i, name in enumerate(Fight.__slots__):
        if name not in ("hero", "card", "mods", "instance", "dice"):
            setattr(f, name, i + 1)
    fc = f.copy()
    assert all(getattr(fc, n) == getattr(f, n) for n in Fight.__slots__) and fc.dice is not f.dice


def test_a_secret_gladiator_bet_is_not_in_the_other_seats_copies() -> None:
    """seeds/003 FAQ "Gladiator": the bet is secret until all are shown; copies for others resample it."""
    from .helpers import gauntlet

    def rich(s: GauntletState) -> None:
        s.heroes[0].gold = s.heroes[1].gold = 5
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), ("knight", "sack-of-loot", ()), top=("gladiator",),
                    prepare=rich)
    s.apply(Action.parse("bet 4"))
    assert s.view(1)["bets"] == {"0": "hidden"}
    guesses = {s.determinize(1, Rng(i)).bets[0] for i in range(20)}
    assert len(guesses) > 1
    assert all(s.determinize(0, Rng(i)).bets[0] == 4 for i in range(5))


def test_a_saved_match_loads_and_finishes_like_the_original(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """docs/engine.md "Saves": the file replays its log to the same snapshot, then plays on identically."""
    from game.engine.match import Match
    from game.engine.saves import load, save

    for players in (2, 4):
        final, log = play(players, 77, check_all=False)
        match = Match.start(GAME, players, 77)
        for text in log[: len(log) // 2]:
            match.submit(_parse(text))
        loaded = load(save(match, tmp_path / f"gauntlet-{players}.json"))
        state = loaded.match.state
        for text in log[len(log) // 2:]:
            state.apply(_parse(text))
        assert state.to_snapshot() == final.to_snapshot()
