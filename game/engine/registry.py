"""The games, by id. Each package under ``game/games`` registers itself when imported."""
from __future__ import annotations

import importlib
import pkgutil

from .state import Game

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"two games claim the id {game.id!r}")
    _GAMES[game.id] = game
    return game


def _discover() -> None:
    global _loaded
    if _loaded:
        return
    import game.games as package

    # Only our own packages, found on disk: nothing named by a card file or a save is imported.
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if info.ispkg:
            importlib.import_module(f"{package.__name__}.{info.name}")
    _loaded = True


def all_games() -> list[Game]:
    _discover()
    return list(_GAMES.values())


def get(game_id: str) -> Game:
    _discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise KeyError(f"no game called {game_id!r} (known: {known})") from None
