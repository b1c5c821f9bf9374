"""The games, by id. Each package under ``game/games`` registers itself when imported."""
from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .cards import CardError
from .state import Game

_GAMES: dict[str, Game] = {}
# Packages that failed to load (a broken card file, or any error while importing): package name ->
# the one-line message.
_PROBLEMS: dict[str, str] = {}
_loaded = False
# Packages whose import was attempted, so a failing one is tried once.
_tried: set[str] = set()


def register(game: Game) -> Game:
    """Adds a game; a card set too small to deal even its fewest players is refused like a broken card
    file (the game is left out with that line), and a smaller shortage leaves out only the numbers
    of players it cannot deal (``Game.seat_counts``)."""
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"two games claim the id {game.id!r}")
    if not game.seat_counts():
        raise CardError(game.seat_problem(game.players.start) or f"{game.title} cannot be dealt")
    _GAMES[game.id] = game
    return game


def _packages() -> list[str]:
    """Our own game packages, found on disk: nothing named by a card file or a save is imported. The
    engine finds them by name; it sits below the games and imports none of them itself."""
    folder = Path(__file__).resolve().parents[1] / "games"
    return sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if m.ispkg)


def _load(name: str) -> None:
    if name in _tried:
        return
    _tried.add(name)
    try:
        importlib.import_module(f"game.games.{name}")
    except CardError as error:
        # One broken game must not take the other games (or the menu) down with it.
        _PROBLEMS[name] = str(error)
    except Exception as error:  # noqa: BLE001 - any failure of one game's code is isolated alike
        _PROBLEMS[name] = f"the game {name} cannot be loaded ({type(error).__name__}: {error})"


def _discover() -> None:
    global _loaded
    if _loaded:
        return
    for name in _packages():
        _load(name)
    _loaded = True


def problems() -> dict[str, str]:
    """Games that could not load, with the card-file message that says why."""
    _discover()
    return dict(_PROBLEMS)


def problem_of(game_id: str) -> str | None:
    """Why the game with this id did not load, if its package failed (ids are package names with
    hyphens for underscores)."""
    _discover()
    return _PROBLEMS.get(game_id.replace("-", "_"))


class GameUnavailable(KeyError):
    """A known game whose package failed to load; the message says why."""

    def __str__(self) -> str:
        return str(self.args[0])


def all_games() -> list[Game]:
    _discover()
    return list(_GAMES.values())


def get(game_id: str) -> Game:
    if game_id not in _GAMES and not _loaded:
        # Only the game asked for: a command about one game need not import the other three.
        name = game_id.replace("-", "_")
        if name in _packages():
            _load(name)
    if game_id in _GAMES:
        return _GAMES[game_id]
    _discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        broken = problem_of(game_id)
        if broken:
            raise GameUnavailable(f"{game_id} cannot be played: {broken}") from None
        known = ", ".join(sorted(_GAMES))
        raise KeyError(f"no game called {game_id!r} (known: {known})") from None
