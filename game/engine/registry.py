"""The games, by id. Each package under ``game/games`` registers itself when imported."""
from __future__ import annotations

import importlib
import pkgutil

from .cards import CardError
from .state import Game

_GAMES: dict[str, Game] = {}
# Packages that failed to load because of a broken card file: package name -> the one-line message.
_PROBLEMS: dict[str, str] = {}
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
            try:
                importlib.import_module(f"{package.__name__}.{info.name}")
            except CardError as error:
                # One broken card file must not take the other games (or the menu) down with it.
                _PROBLEMS[info.name] = str(error)
    _loaded = True


def problems() -> dict[str, str]:
    """Games that could not load, with the card-file message that says why."""
    _discover()
    return dict(_PROBLEMS)


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
