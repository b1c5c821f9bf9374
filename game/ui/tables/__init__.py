"""Which games have a table in the window. Each package here registers its table when imported;
the menu asks this registry and the engine's, so adding a game's table touches no menu code."""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from game.engine import registry as engine_registry
from game.engine.state import Game
from game.i18n import CATALOGUE, t

from .base import TableSpec

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


def rules_of(game_id: str) -> Game | None:
    try:
        return engine_registry.get(game_id)
    except KeyError:
        return None


def playable(game_id: str) -> bool:
    """A game is playable in the window when its rules are in the engine and it has a table."""
    return table_for(game_id) is not None and rules_of(game_id) is not None


def menu_games() -> list[str]:
    """Every game the engine knows, the playable ones first, each group by title."""
    _discover()
    ids = [g.id for g in engine_registry.all_games()]
    return sorted(ids, key=lambda g: (not playable(g), title(g).casefold()))


def title(game_id: str) -> str:
    for key in (f"{game_id}.title", f"games.{game_id}.title"):  # the game's own catalogue first
        if CATALOGUE.has(key):
            return t(key)
    game = rules_of(game_id)
    return game.title if game is not None else game_id


def blurb(game_id: str) -> str:
    for key in (f"{game_id}.blurb", f"games.{game_id}.blurb"):
        if CATALOGUE.has(key):
            return t(key)
    return ""


@cache
def seat_range(game_id: str) -> str:
    """The numbers of players the game's cards deal with its default options, shown under its name
    every frame: worked out once, as the cards are read once when the game is imported."""
    game = rules_of(game_id)
    counts = game.seat_counts() if game is not None else []
    if not counts:
        return ""
    low, high = counts[0], counts[-1]
    return str(low) if low == high else f"{low}–{high}"


def state_text(game_id: str) -> str:
    """One line under a game's name: ready (with its seat count) or why not yet."""
    if playable(game_id):
        return t("games.ready", players=seat_range(game_id))
    return t("games.no_table") if rules_of(game_id) is not None else t("games.not_yet")
