"""Determinization: a copy of the state in which everything a seat cannot see is dealt again.

It reads only what ``view(observer)`` shows and the generator it is given: each pool of unseen cards
is gathered in sorted order, and cards are picked from it at random, so the real order of hidden
cards never leaks. The copy is ``blind``: its decks stay sorted and it draws from them at random
(``DungeonRunState.draw``), which deals as a shuffle would without paying for one per decision.
Unseen are the tile stack (and the tiles left in the box) but for the tiles everyone saw go back in, the face-down Dungeon Lord unless the
observer read it in the Library, the treasure deck with the face-down treasures on tiles, the
encounter deck, every ability deck, the other heroes' drawn and set-aside ability cards, and the
votes others have cast but not yet shown.
"""
from __future__ import annotations

from functools import lru_cache

from game.engine.rng import Rng

from .heroes import CARDS

DECKS: dict[str, list[str]] = {h: sorted(a for a, card in CARDS.abilities.items() if card.hero == h) for h in CARDS.heroes}
from .state import DungeonRunState
from .view import lord_visible


def pick(rng: Rng, pool: list[str], count: int) -> list[str]:
    """Takes ``count`` cards at random out of ``pool`` (which keeps the rest, in order)."""
    return [pool.pop(rng.below(len(pool))) for _ in range(count)]


def _held_tiles(state: DungeonRunState) -> set[str]:
    """Tiles out of the stack but not yet laid: drawn and waiting for a rotation, or set aside."""
    held: set[str] = set()
    for frame in state.frames:
        if frame.kind == "place":
            held.add(frame.data["tile"])
            held.update(frame.data["aside"])
    return held


def _redeal_tiles(state: DungeonRunState, copy: DungeonRunState, rng: Rng) -> None:
    """The stack again: the tiles everyone saw set aside and shuffled back stay in it; the rest of it
    is dealt from the tiles neither laid, held nor seen, by kind (the view counts each kind)."""
    memo = state.dungeon.memo
    unseen = memo.get("unlaid")
    if unseen is None:
        laid = {tile for tile, _ in state.dungeon.tiles.values()}
        unseen = memo["unlaid"] = [t for t in state.all_tiles if t not in laid]
    held = _held_tiles(state)
    known = [t for t in state.stack_seen if t not in held]
    if held or known:
        unseen = [t for t in unseen if t not in held and t not in known]
    if len(unseen) + len(known) == len(state.stack):  # every tile in play: the stack is all that is not laid
        copy.stack = known + list(unseen)
        return
    standard = [t for t in unseen if CARDS.tiles[t].kind == "standard"]
    special = [t for t in unseen if CARDS.tiles[t].kind == "special"]
    wanted = sum(CARDS.tiles[t].kind == "standard" for t in state.stack)
    wanted -= sum(CARDS.tiles[t].kind == "standard" for t in known)
    copy.stack = known + pick(rng, standard, wanted) + pick(rng, special, len(state.stack) - len(known) - wanted)


def _redeal_treasures(state: DungeonRunState, copy: DungeonRunState, rng: Rng) -> None:
    pool = list(state.treasures)
    for cards in state.items_down.values():
        pool.extend(cards)
    pool.sort()
    for cell, cards in sorted(state.items_down.items()):
        copy.items_down[cell] = tuple(pick(rng, pool, len(cards)))
    copy.treasures = pool


@lru_cache(maxsize=4096)
def _unseen_abilities(hero: str, face_up: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in DECKS[hero] if c not in face_up)


def _redeal_abilities(state: DungeonRunState, copy: DungeonRunState, observer: int, rng: Rng) -> None:
    """A hero's unseen ability cards are their ten less the face-up ones (and, for the observer, less
    the ones they set aside or hold): known by the hero alone, so dealt from the sorted card list."""
    pending = [f for f in copy.frames if f.data.get("drawn")]
    for seat, hero in enumerate(state.heroes):
        if not hero.deck and not hero.discard:
            continue
        mine = [f for f in pending if f.seat == seat]
        if seat == observer:
            known = set(hero.abilities) | set(hero.discard) | {c for f in mine for c in f.data["drawn"]}
            copy.heroes[seat].deck = [c for c in DECKS[hero.hero] if c not in known]
            continue
        pool = list(_unseen_abilities(hero.hero, tuple(hero.abilities)))
        for frame in mine:
            frame.data["drawn"] = pick(rng, pool, len(frame.data["drawn"]))
        copy.heroes[seat].discard = pick(rng, pool, len(hero.discard))
        copy.heroes[seat].deck = pool


def determinize(state: DungeonRunState, observer: int, rng: Rng) -> DungeonRunState:
    copy = state.clone()
    copy.blind = True
    _redeal_tiles(state, copy, rng)
    if not lord_visible(state, observer):
        copy.lord = rng.choice(sorted(CARDS.lords))
    _redeal_treasures(state, copy, rng)
    copy.encounters = sorted(state.encounters)
    _redeal_abilities(state, copy, observer, rng)
    for frame in copy.frames:
        if frame.kind == "vote":
            frame.data["cast"] = [[s, v if s == observer else rng.below(2)] for s, v in frame.data["cast"]]
    copy.rng = rng.fork()
    # The seat that decides sees everything its options depend on, so they stay; for any other
    # observer they are worked out again in the copy.
    copy.legal = state._options() if observer == state.current_player() else None
    return copy
