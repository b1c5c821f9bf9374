"""Seeded games for 1, 2, 4 and 6 players, checked as they are played: every legal action is accepted,
the game ends, no card is created or lost, tiles never overlap and every exit rule holds, a save
reloaded mid-game finishes identically, determinization keeps the observer's view, and bots ignore
what they cannot see. Forty games per player count by default; the full two hundred under -m slow."""
from __future__ import annotations

import collections
import json
from typing import Any

import pytest

from game.ai import decide, level_for
from game.engine.actions import Action
from game.engine.rng import Rng
from game.games.dungeon_run.grid import opposite, step
from game.games.dungeon_run.heroes import CARDS
from game.games.dungeon_run.state import DungeonRunState

from .helpers import GAME

COUNTS = (1, 2, 4, 6)
QUICK, FULL = 40, 200
JSON_GAMES = 8  # games whose snapshot goes through JSON text at every ply


def every_card(state: DungeonRunState) -> collections.Counter[str]:
    """Every encounter, treasure, artifact and Lord card wherever it is (the three Lords left in the box
    count as one pile), and every ability card of the heroes in play."""
    seen: collections.Counter[str] = collections.Counter()
    seen.update(state.encounters + state.encounter_discard + state.treasures + state.treasure_discard)
    seen.update(state.artifacts)
    seen.update(state.on_tile.values())
    for cards in list(state.items_up.values()) + list(state.items_down.values()):
        seen.update(cards)
    for hero in state.heroes:
        seen.update(hero.equipped + hero.loot + [t for t, _ in hero.lingering])
        seen.update(hero.abilities + hero.deck + hero.discard)
    for frame in state.frames:
        seen.update(frame.data.get("drawn", []))
        if frame.kind == "summon":
            seen[frame.data["monster"]] += 1
        if frame.kind == "disarm":
            seen[frame.data["trap"]] += 1  # being disarmed, between the tile and the loot pile
    if state.lord_room is None:
        seen[state.lord] += 1  # face down beside the tiles
    seen.update(lord for lord in CARDS.lords if lord != state.lord)
    return seen


def expected_cards(state: DungeonRunState) -> collections.Counter[str]:
    """The card set in play: ability decks exist once the draft is over (never in solo play)."""
    out: collections.Counter[str] = collections.Counter(CARDS.encounters + CARDS.treasures + CARDS.artifacts)
    out.update(CARDS.lords)
    if state.players > 1 and all(hero.hero for hero in state.heroes) and not any(f.kind == "draft" for f in state.frames):
        for hero in state.heroes:
            out.update(a for a, card in CARDS.abilities.items() if card.hero == hero.hero)
    return out


def check_tiles(state: DungeonRunState, order: list[tuple[int, int]]) -> None:
    """Each cell holds one tile; every tile is reachable; a tile never blocks an earlier tile's exit."""
    held = [t for f in state.frames if f.kind == "place" for t in [f.data["tile"], *f.data["aside"]]]
    tiles = [tile for tile, _ in state.dungeon.tiles.values()] + state.stack + held
    assert len(tiles) == len(set(tiles)) and set(tiles) <= set(CARDS.tiles)
    assert set(state.dungeon.distance) == set(state.dungeon.tiles)
    rank = {cell: i for i, cell in enumerate(order)}
    for cell in state.dungeon.tiles:
        for d in range(4):
            other = step(cell, d)
            if other in state.dungeon.tiles and rank[cell] < rank[other]:
                if state.dungeon.exits[cell] >> d & 1:
                    assert state.dungeon.exits[other] >> opposite(d) & 1, (cell, other)


def permuted(state: DungeonRunState, rng: Rng) -> DungeonRunState:
    """The same position with every card the current seat cannot see dealt differently."""
    seat = state.current_player()
    assert seat is not None
    other = state.clone()
    rng.shuffle(other.stack)
    rng.shuffle(other.encounters)
    pool = list(other.treasures)
    for cards in other.items_down.values():
        pool.extend(cards)
    rng.shuffle(pool)
    for cell, cards in sorted(other.items_down.items()):
        other.items_down[cell] = tuple(pool[:len(cards)])
        del pool[:len(cards)]
    other.treasures = pool
    if other.lord_room is None and seat not in other.lord_known:
        other.lord = rng.choice(sorted(CARDS.lords))
    for s, hero in enumerate(other.heroes):
        rng.shuffle(hero.deck)
        if s != seat:
            mixed = hero.deck + hero.discard
            rng.shuffle(mixed)
            hero.discard, hero.deck = mixed[:len(hero.discard)], mixed[len(hero.discard):]
    other.legal = None
    return other


def play_checked(players: int, seed: int, checks: bool) -> dict[str, Any]:
    """Plays one seeded game, checking as it goes; returns how it ended."""
    state = GAME.new_game(players, seed)
    assert isinstance(state, DungeonRunState)
    rng = Rng(seed * 7 + players)
    easy = level_for(GAME, "easy")
    hard = level_for(GAME, "hard", iterations=4)
    order = [(0, 0)]
    log: list[Action] = []
    mid: dict[str, Any] | None = None
    mid_ply = ply = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, state.frames[-1].kind
        if checks and ply % 7 == 0:
            for action in legal:  # every legal action is accepted
                state.clone().apply(action)
            seat = state.current_player()
            assert seat is not None
            check_prompt(state, seat, legal)
            for observer in range(players):  # every seat's view survives determinization
                copy = state.determinize(observer, Rng(ply))
                assert copy.view(observer) == state.view(observer)
                if ply == 21 and observer == seed % players:
                    play_out(copy, Rng(ply))
            for level in (easy, hard) if ply % 21 == 0 else (easy,):  # bots ignore what they cannot see
                mine = decide(GAME, state, level, Rng(ply))
                assert decide(GAME, permuted(state, Rng(ply + 1)), level, Rng(ply)) == mine
        if ply == 60:
            mid = state.to_snapshot()
            mid_ply = len(log)
        if checks and seed < JSON_GAMES:  # a snapshot through JSON text gives back the same state
            again = GAME.from_snapshot(json.loads(json.dumps(state.to_snapshot())))
            assert again.to_snapshot() == state.to_snapshot() and again.legal_actions() == legal
            if ply % 7 == 0:
                assert all(again.view(s) == state.view(s) for s in range(players))
        action = GAME.playout_action(state, rng) if rng.below(10) < 7 else rng.choice(legal)
        events = state.apply(action)
        log.append(action)
        order.extend((e.data["x"], e.data["y"]) for e in events if e.kind == "tile_placed")
        ply += 1
        if checks and ply % 3 == 0:
            assert every_card(state) == expected_cards(state)
            check_tiles(state, order)
    assert state.round <= state.rules.round_limit
    final = state.to_snapshot()
    if mid is not None:  # a save reloaded mid-game finishes identically
        again = GAME.from_snapshot(mid)
        for action in log[mid_ply:]:
            again.apply(action)
        assert again.to_snapshot() == final
    replay = GAME.new_game(players, seed)  # the seed and the log make the same game
    for action in log:
        replay.apply(action)
    assert replay.to_snapshot() == final
    return {"reason": state.result().reason, "rounds": state.round}


def check_prompt(state: DungeonRunState, seat: int, legal: list[Action]) -> None:
    """The prompt names its decision and every option in words, as plain JSON, to the deciding seat
    alone; legal_actions is a fresh list each time."""
    prompt = state.view(seat)["prompt"]
    assert prompt["key"] == f"dungeon-run.prompt.{state.frames[-1].kind}"
    assert [o["action"] for o in prompt["options"]] == [str(a) for a in legal]
    assert all(o["key"].startswith("dungeon-run.action.") for o in prompt["options"])
    json.dumps(prompt)
    for other in range(state.players):
        if other != seat:
            assert state.view(other)["prompt"]["options"] == []
            assert state.view(other)["prompt"]["args"] == prompt["args"]
    state.legal_actions().clear()
    assert state.legal_actions() == legal


def play_out(state: DungeonRunState, rng: Rng) -> None:
    """A determinized copy can be played on to the end."""
    while not state.is_terminal():
        state.apply(GAME.playout_action(state, rng) if rng.below(10) < 7 else rng.choice(state.legal_actions()))


def _run(players: int, games: int) -> None:
    for seed in range(games):
        play_checked(players, seed, checks=True)


@pytest.mark.parametrize("players", COUNTS)
def test_seeded_games_keep_every_rule(players: int) -> None:
    """Rulebook 004 as a whole: seeded games (mostly the heuristic policy, partly random choices)."""
    _run(players, QUICK)


@pytest.mark.slow
@pytest.mark.parametrize("players", COUNTS)
def test_two_hundred_seeded_games_keep_every_rule(players: int) -> None:
    """The same properties over two hundred games per player count."""
    _run(players, FULL)
