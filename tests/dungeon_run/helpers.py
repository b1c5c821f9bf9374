"""Tables for Dungeon Run's rule tests: a game set up with chosen heroes, turned to a chosen seat's
turn, with tiles, monsters and cards placed by hand and dice that roll what the test says."""
from __future__ import annotations

from typing import Any, Iterable

from game.engine.events import Event
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.dungeon_run.cards import DIRECTIONS
from game.games.dungeon_run.grid import ROTATIONS
from game.games.dungeon_run.heroes import CARDS
from game.games.dungeon_run.state import DungeonRunState
from game.games.dungeon_run.rules.turns import next_turn

from ..events import kinds, play  # shared by every game's tests

GAME = get("dungeon-run")
RULEBOOK = "shared/seeds/004_1d79b757cae95336.txt"


class Dice(Rng):
    """A generator whose dice show the faces given, in order; other draws come from a fixed seed."""

    __slots__ = ("faces",)

    def __init__(self, faces: Iterable[int], seed: int = 1) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def die(self, sides: int = 6) -> int:
        if not self.faces:
            raise AssertionError("the test rolled more dice than it scripted")
        return self.faces.pop(0)


def table(heroes: tuple[str, ...], seed: int = 0, keep_abilities: bool = False, **options: Any) -> DungeonRunState:
    """A new game with these heroes drafted in seat order, every hero on the entrance, no ability card
    kept unless asked, and no turn begun yet (call ``turn_of``)."""
    state = GAME.new_game(len(heroes), seed, options)
    assert isinstance(state, DungeonRunState)
    for seat, hero in enumerate(heroes):
        state.heroes[seat].hero = hero
    state.frames = []
    for hero in state.heroes:
        hero.deck = sorted(a.id for a in CARDS.abilities.values() if a.hero == hero.hero) if len(heroes) > 1 else []
        if not keep_abilities:
            hero.abilities = []
    state.legal = None
    return state


def turn_of(state: DungeonRunState, seat: int, dice: Iterable[int] = ()) -> DungeonRunState:
    """Starts ``seat``'s turn, the others following in seat order; dice are scripted from here on."""
    state.rng = Dice(dice)
    state.frames = []
    state.to_play = [(seat + i) % state.players for i in range(state.players)]
    state.first = seat
    next_turn(state)
    state.run()
    state.legal = None
    return state


def roll(state: DungeonRunState, *faces: int) -> None:
    """Scripts more dice."""
    assert isinstance(state.rng, Dice)
    state.rng.faces.extend(faces)


def lay(state: DungeonRunState, x: int, y: int, tile: str, rotation: int = 0) -> None:
    state.dungeon.lay((x, y), tile, ROTATIONS.index(rotation), CARDS.tiles[tile].exits)
    if tile in state.stack:
        state.stack.remove(tile)
    state.legal = None


def put(state: DungeonRunState, card: str, x: int, y: int, wounds: int = 0) -> None:
    """An encounter card face up on a tile (a monster with its wounds, or a stranger)."""
    state.on_tile[(x, y)] = card
    if card in CARDS.monsters:
        state.wounds[card] = wounds
    for deck in (state.encounters, state.encounter_discard):
        if card in deck:
            deck.remove(card)
    state.legal = None


def give(state: DungeonRunState, seat: int, *cards: str, equip: bool = False) -> None:
    """Cards into a hero's loot pile (or worn), taken from wherever they were waiting."""
    for card in cards:
        for deck in (state.treasures, state.artifacts, state.encounters, state.encounter_discard):
            if card in deck:
                deck.remove(card)
        (state.heroes[seat].equipped if equip else state.heroes[seat].loot).append(card)
    state.legal = None


def place(state: DungeonRunState, seat: int, x: int, y: int) -> None:
    state.heroes[seat].pos = (x, y)
    state.legal = None


def first(events: list[Event], kind: str) -> dict[str, Any]:
    for event in events:
        if event.kind == kind:
            return event.full()
    raise AssertionError(f"no {kind} event among {kinds(events)}")


def legal(state: DungeonRunState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def direction(name: str) -> int:
    return DIRECTIONS.index(name)


def explore(state: DungeonRunState, way: str, rotation: int | None = None) -> list[Event]:
    """Moves through an exit; if a new tile offers a choice of rotations, takes ``rotation`` (or the first)."""
    events = play(state, f"move {way}")
    if state.frames and state.frames[-1].kind == "place":
        events += play(state, f"rotate {rotation}" if rotation is not None else legal(state)[0])
    return events
