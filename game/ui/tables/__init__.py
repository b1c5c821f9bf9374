"""Which games have a table in the window. Each package here registers its table when imported;
the menu asks this registry, so adding a game's table touches no menu code."""
from __future__ import annotations

import importlib
import pkgutil

from game.engine import registry as engine_registry

from .base import TableSpec

# The four games Card Table is made for, in menu order; a game without a table says so honestly.
GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")

_TABLES: dict[str, TableSpec] = {}
_loaded = False


def register_table(spec: TableSpec) -> TableSpec:
    _TABLES[spec.game_id] = spec
    return spec


def _discover() -> None:
    global _loaded
    if _loaded:
        return
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.ispkg:
            importlib.import_module(f"{__name__}.{info.name}")
    _loaded = True


def table_for(game_id: str) -> TableSpec | None:
    _discover()
    return _TABLES.get(game_id)


def has_rules(game_id: str) -> bool:
    try:
        engine_registry.get(game_id)
    except KeyError:
        return False
    return True


def playable(game_id: str) -> bool:
    """A game is playable in the window when its rules are in the engine and it has a table."""
    return table_for(game_id) is not None and has_rules(game_id)


def menu_games() -> list[str]:
    """The four games, then any other game that has both rules and a table."""
    _discover()
    extra = [g for g in sorted(_TABLES) if g not in GAMES and has_rules(g)]
    return list(GAMES) + extra
