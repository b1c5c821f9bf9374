"""Bots that play any registered game through the shared interface.

``decide`` is the one road from a real state to a bot: it hands the bot a
determinized copy made for the deciding seat, so the bot holds nothing that
seat may not see, and a generator of its own.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Game, State

from .levels import DEFAULT_LEVELS, LEVEL_NAMES, Level, level_for
from .search import CHOOSERS

# What an AI seat is called unless someone names it, in the window and at a host run from the command
# line alike: a name in every language, where "AI 2 (hard)" would be English on an Italian screen.
AI_NAMES = ("Morgana", "Merlin", "Vivian", "Taliesin", "Nimue", "Gawain")


def ai_name(seat: int) -> str:
    """The first seat is most often a person's, so the first AI opponent, in the second seat, is Morgana."""
    return AI_NAMES[(seat - 1) % len(AI_NAMES)]


def decide(game: Game, state: State, level: Level | str, rng: Rng) -> Action:
    seat = state.current_player()
    if seat is None:
        raise ValueError("the game is over: nobody decides")
    if isinstance(level, str):
        level = level_for(game, level)
    if level.kind == "random":
        # The seat's own options are all a random choice reads, and a seat always knows those: a
        # determinized copy would cost more than the rest of the move.
        return rng.choice(state.legal_actions())
    with collector_paused():
        info = state.determinize(seat, rng.fork())
        legal = info.legal_actions()
        return CHOOSERS[level.kind](game, info, seat, legal, level, rng)


@contextmanager
def collector_paused() -> Iterator[None]:
    """A search makes thousands of short-lived copies of the state, freed by reference counting as it
    goes; left on, the cyclic collector runs over every live object of the program at random moments
    in the middle of decisions, making the slowest of them much slower. It is switched back on after."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def bot_rng(seed: int, seat: int, ply: int) -> Rng:
    """The generator for one decision, fixed by the game's seed, the seat and the ply: replayable."""
    return Rng((seed * 1_000_003 + seat) * 1_000_033 + ply)


__all__ = ["decide", "bot_rng", "Level", "level_for", "LEVEL_NAMES", "DEFAULT_LEVELS", "AI_NAMES", "ai_name"]
