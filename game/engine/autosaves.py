"""Autosaves: one file per game, written over as the game goes, pruned of old finished games, and
found again for "Continue". A save loaded from elsewhere goes on as its own game when it is not where
its game's autosave stands, so that playing it never writes over the later autosave."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .match import Match, new_match_id
from .save_document import SaveError, read_checked, read_header
from .saves import LoadedSave, SaveEntry, delete, load, match_key, modified, save, scan_saves

# Autosaves kept per game before the oldest finished ones go; an unfinished game's is never removed.
AUTOSAVES_PER_GAME = 10
def autosave_path(match: Match, directory: Path) -> Path:
    return Path(directory) / f"autosave-{match.game.id}-{match.id}.json"


def is_autosave(path: Path) -> bool:
    return Path(path).name.startswith("autosave-")


def autosave(match: Match, directory: Path, created: str | None = None) -> Path:
    """Writes this game's own autosave (over its last one: one file per game, the write atomic), then
    lets the oldest finished autosaves of the same game go beyond ``AUTOSAVES_PER_GAME``."""
    path = autosave_path(match, directory)
    # Only a new file or a game just over can take the count past the bound: the other writes (one
    # per decision) leave pruning, which replays the files it removes, alone.
    grows = not path.exists() or match.state.is_terminal()
    save(match, path, created)
    if grows:
        _prune(Path(directory), match.game.id, path)
    return path


def _prune(directory: Path, game_id: str, keep: Path) -> None:
    paths = sorted(directory.glob(f"autosave-{game_id}-*.json"), key=modified)  # oldest first
    excess = len(paths) - AUTOSAVES_PER_GAME
    for path in paths:
        if excess <= 0:
            return
        if path != keep and _finished_game(path, game_id):
            try:
                delete(path)
            except SaveError:
                continue
            excess -= 1


def _finished_game(path: Path, game_id: str) -> bool:
    """Whether the file is a save of ``game_id`` whose moves replay to a game over: a header that only
    says so may sit on a damaged or unfinished game, which is the player's to judge."""
    try:
        header, _ = read_header(path)
        if header.get("game") != game_id or header.get("finished") is not True:
            return False  # most files stop here, without a replay
        return load(path, upgrade=False).match.state.is_terminal()
    except SaveError:
        return False


def go_on_from(loaded: LoadedSave, directory: Path | None) -> None:
    """Names the loaded game afresh when it is not where its game stands in ``directory``: a save
    older than its game's autosave (or beside another branch of it) goes on as a game of its own, so
    playing it never writes over the later autosave. The autosave itself, or a save of the very
    position the autosave holds, goes on as the same game (Continue, and a network host reopening
    its game, whose players come back to the same game)."""
    if directory is None:
        return
    own = autosave_path(loaded.match, directory)
    if not own.exists() or own.resolve() == loaded.path.resolve():
        return
    try:
        doc, _ = read_checked(own)
        latest = doc["actions"] == [str(a) for a in loaded.match.actions]
    except SaveError:
        latest = False  # a damaged autosave is the player's to judge: never written over
    if not latest:
        loaded.match.id = new_match_id()


def resumable(directory: Path) -> list[SaveEntry]:
    """The saves of games not yet over, newest first. A game is over once its newest autosave says so,
    whatever older saves of it say (a save the player named is a record they keep, and never ends a
    game for "Continue" on its own: it may be a damaged copy)."""
    entries = scan_saves(directory).saves
    newest: dict[tuple[Any, str], bool] = {}
    for entry in entries:
        if is_autosave(entry.path):
            newest.setdefault((entry.header.get("game"), match_key(entry.header)), bool(entry.header.get("finished")))
    over = {key for key, finished in newest.items() if finished}
    return [e for e in entries if not e.header.get("finished")
            and (e.header.get("game"), match_key(e.header)) not in over]


def latest_loadable(directory: Path) -> LoadedSave | None:
    """The most recent unfinished game that loads, for "Continue"; damaged saves are skipped."""
    for entry in resumable(directory):
        try:
            return load(entry.path, upgrade=False)
        except SaveError:
            continue
    return None
