"""Worlds a seat imagines can be played on: a card a pending decision of another seat names in that
seat's hand (a room King Croak or Cleopatra fetched, told to every seat) stays in that hand when the
hidden cards are dealt again, a cost declared from the hand can still be paid there, and the world's
view is the observer's own."""
from __future__ import annotations

from typing import Any, Iterator

from game.ai import bot_rng, decide, level_for
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState

from .helpers import GAME, blank, census, dungeon, full_set, options, play, queue


def _seeded(seed: int, levels: list[str], **game_options: Any) -> Iterator[tuple[int, BossMonsterState]]:
    """Every decision of a seeded game between AI levels, as the arena plays it."""
    state = GAME.new_game(len(levels), seed, GAME.resolve_options(game_options))
    assert isinstance(state, BossMonsterState)
    seats = [level_for(GAME, name) for name in levels]
    steady = [bot_rng(seed, seat, 0) if level.kind == "random" else None for seat, level in enumerate(seats)]
    ply = 0
    while not state.is_terminal():
        yield ply, state
        seat = state.current_player()
        assert seat is not None
        own = steady[seat]
        state.apply(decide(GAME, state, seats[seat], own if own is not None else bot_rng(seed, seat, ply)))
        ply += 1


def _play_on(state: BossMonsterState, rng: Rng, plies: int) -> None:
    """Random moves and the playout policy's (which the hard AI and the review play worlds on with) in turn."""
    for ply in range(plies):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()) if ply % 2 else GAME.playout_action(state, rng))


def test_a_fetched_room_stays_in_the_hand_it_was_taken_into():
    """Boss: King Croak. The room taken from the discard pile is public; another seat's world keeps
    it in the hand that took it, so building it at once can be played there."""
    state = blank(2, ("king-croak", "robobo"))
    dungeon(state, 0, "golem-factory")
    state.discard = [state.room_deck.pop(state.room_deck.index("beast-menagerie"))]
    queue(state, ("level-up", {"seat": 0}))
    play(state, "take beast-menagerie discard")
    assert options(state) == {"build beast-menagerie 1", "keep"}
    for k in range(20):
        world = state.determinize(1, Rng(k))
        assert "beast-menagerie" in world.rooms[0]
        assert world.view(1) == state.view(1) and census(world) == full_set()
        play(world, "build beast-menagerie 1")
        assert world.dungeons[0][0].cards == ("golem-factory", "beast-menagerie")


def test_the_reported_world_plays_on():
    """Seed 10004, easy against random: at ply 56 seat 0 has fetched The Crushinator and decides where
    to build it; seat 1's world used to have dealt it elsewhere, and building it failed."""
    for ply, state in _seeded(10004, ["easy", "random"]):
        if ply == 56:
            assert state.frames[-1].kind == "place-fetched"
            world = state.determinize(1, Rng(56))
            _play_on(world, Rng(0), 20)
            # Seat 1's information leaves the room out of the hand; the worlds are the same all the same.
            rebuilt = GAME.from_information(GAME.information(state, 1))
            assert "the-crushinator" not in rebuilt.rooms[0]
            assert rebuilt.determinize(1, Rng(3)).to_snapshot() == state.determinize(1, Rng(3)).to_snapshot()
            return
    raise AssertionError("the game ended before ply 56")


def test_a_cost_declared_from_the_hand_can_be_paid_in_every_world():
    """Seed 10023, easy against random: at ply 24 seat 1 has declared Witch's Kitchen, whose cost is a
    Monster room from its hand; a use is offered only when it can be paid, so seat 0's worlds give
    that hand a Monster room to discard rather than only the way back."""
    for ply, state in _seeded(10023, ["easy", "random"]):
        if ply == 24:
            assert state.frames[-1].kind == "discard" and state.frames[-1].seat == 1
            for k in range(30):
                world = state.determinize(0, Rng(k))
                assert any(a.verb == "discard" for a in world.legal_actions()), f"world {k}"
            return
    raise AssertionError("the game ended before ply 24")


def test_every_world_of_seeded_games_plays_on():
    """At every decision of a few seeded games, each seat's world keeps its view and plays on."""
    games: list[tuple[int, list[str], dict[str, Any]]] = [
        (10007, ["easy", "random"], {}),
        (10016, ["random", "random", "random"], {"i-choose-you": True, "plotting": True}),
        (10024, ["easy", "random"], {"classic": True, "hard": True}),
    ]
    for seed, levels, game_options in games:
        for ply, state in _seeded(seed, levels, **game_options):
            for seat in range(state.players):
                world = state.determinize(seat, Rng(ply * 7 + seat))
                assert world.view(seat) == state.view(seat), f"seed {seed} ply {ply} seat {seat}"
                _play_on(world, Rng(ply), 6)
