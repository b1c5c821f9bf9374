"""Building exact gauntlet situations: chosen heroes, the top of the deck, loaded dice."""
from __future__ import annotations

from typing import Callable

from game.engine.events import Event
from game.engine.rng import Rng
from game.games.gauntlet_of_fools.combat import ENCOUNTERS
from game.games.gauntlet_of_fools.heroes import BOAST_BIT, Hero
from game.games.gauntlet_of_fools.state import GauntletState
from game.games.gauntlet_of_fools.setup import arm

from ..events import kinds, play  # shared by every game's tests

RULES = "seeds/003_0a04235a2655c9e2.txt"


class Loaded(Rng):
    """A generator whose dice come from a list (then sixes); everything else is ordinary."""

    __slots__ = ("faces",)

    def __init__(self, faces: list[int]) -> None:
        super().__init__(1)
        self.faces = list(faces)

    def die(self, sides: int = 6) -> int:
        return self.faces.pop(0) if self.faces else 6

    def copy(self) -> "Loaded":
        other = Loaded(self.faces)
        other.state = self.state
        return other


def gauntlet(*heroes: tuple[str, str | tuple[str, ...], tuple[str, ...]], top: tuple[str, ...] = (),
             dice: list[int] | None = None, players: int | None = None,
             prepare: Callable[[GauntletState], None] | None = None) -> tuple[GauntletState, list[Event]]:
    """Heroes (class, weapon(s), boasts), one per seat unless ``players`` is 2 (two heroes a seat);
    ``top`` is drawn first. Two heroes without ``players`` sit at a three-seat table."""
    count = players or (3 if len(heroes) == 2 else len(heroes))
    s = GauntletState(count, Loaded(dice or []), True)
    for index, (cls, weapons, boasts) in enumerate(heroes):
        h = Hero(index, cls, (weapons,) if isinstance(weapons, str) else tuple(weapons))
        h.owner = index if count > 2 else index // 2
        for b in boasts:
            h.boasts |= BOAST_BIT[b]
        s.heroes.append(h)
    arm(s)
    s.boasting = False
    # After the chosen cards comes the Magic Pool, whose choice stops the game for inspection.
    rest = [e for e in ENCOUNTERS if e not in top and e != "magic-pool"]
    s.deck = rest + ([] if "magic-pool" in top else ["magic-pool"]) + list(reversed(top))
    if prepare is not None:
        prepare(s)
    s.push("turn", s.first)
    s.run()
    events, s.events = s.events, []
    return s, events


def at_magic_pool(s: GauntletState) -> bool:
    """The turn of the chosen cards is over: the stopper waits for a choice."""
    return bool(s.frames) and s.frames[-1].kind == "magic"


def options(s: GauntletState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def hero(s: GauntletState, index: int = 0) -> Hero:
    return s.heroes[index]
