"""Every kind of event a game can log makes a sound, or is quiet on purpose, and each sound is a small
file the app ships.

The kinds are read from the games' source, every ``Event(kind, ...)`` and ``emit(kind, ...)``: a
new kind added anywhere fails here until ``game/ui/cues.py`` says what it sounds like.
"""
from __future__ import annotations

import ast
import wave
from pathlib import Path

import pytest

from game.engine import events as engine_events
from game.ui.cues import QUIET, SOUNDS, TABLES, cue
from game.ui.sound import FOLDER, RATE

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "game" / "games"
# Calls whose kind is not written out where the event is made: the kinds each one can make.
WORKED_OUT = {
    ("boss_monster", "f'{name}_drawn'"): {"rooms_drawn", "spells_drawn"},
    ("monster_day", "kind"): {"monster_moved", "monster_stays"},
}


def _kinds(node: ast.expr, game: str) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _kinds(node.body, game) | _kinds(node.orelse, game)
    if isinstance(node, ast.Name) and isinstance(getattr(engine_events, node.id, None), str):
        return {getattr(engine_events, node.id)}
    made = WORKED_OUT.get((game, ast.unparse(node)))
    assert made is not None, f"{game}: an event kind the test cannot read ({ast.unparse(node)}): add it to WORKED_OUT"
    return made


def emitted(game: str) -> set[str]:
    kinds: set[str] = set()
    for path in (GAMES / game).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in ("Event", "emit"):
                kinds |= _kinds(node.args[0], game)
    return kinds


@pytest.mark.parametrize("game", sorted(p.name for p in GAMES.iterdir() if (p / "narrate.py").exists()))
def test_every_event_kind_a_game_logs_has_a_sound_or_is_quiet_on_purpose(game: str) -> None:
    kinds = emitted(game)
    table = TABLES[game.replace("_", "-")]
    assert len(kinds) > 5
    assert sorted(kinds - table.keys()) == [], "no sound chosen for these kinds"
    assert sorted(table.keys() - kinds) == [], "the sound table names kinds the game never makes"
    assert set(table.values()) <= {*SOUNDS, QUIET}


def test_a_beat_plays_the_first_sound_among_its_events() -> None:
    beat = [{"kind": "turn_begins"}, {"kind": "card_drawn"}, {"kind": "card_played"}]
    assert cue("monster-day", beat) == "draw"
    assert cue("monster-day", [{"kind": "value_rolled"}]) is None
    assert cue("boss-monster", [{"kind": "hero_enters"}]) == "enter"


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_a_small_mono_16_bit_file_the_app_ships(name: str) -> None:
    path = FOLDER / f"{name}.wav"
    with wave.open(str(path), "rb") as handle:
        assert (handle.getnchannels(), handle.getsampwidth(), handle.getframerate()) == (1, 2, RATE)
        assert 0.05 < handle.getnframes() / RATE <= 1.5
    assert path.stat().st_size < 64_000


def test_the_sounds_folder_holds_only_the_sounds_the_table_plays() -> None:
    assert sorted(p.stem for p in FOLDER.glob("*.wav")) == sorted(SOUNDS)
