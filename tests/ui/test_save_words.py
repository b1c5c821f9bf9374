"""The Load list words each save in the chosen language: the game and the save's name (an example's
title, not its file name), the seats with their scores, the turn or round as the game's table counts
it, the date as people write it, and the last move as the log told it; saves written before the
header held those still list."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from game.engine import saves
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.rng import Rng
from game.i18n import set_language, t
from game.ui.save_words import save_line, save_name, when, where
from game.ui.scenes.saves import EXAMPLES

LANGUAGES = ("en", "it", "pt-BR")
SEATS = [Seat("Anna"), Seat("Morgana", "ai", "hard")]
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.fixture
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def header_of(match: Match, folder: Path, name: str = "game.json", **given: Any) -> dict[str, Any]:
    header, _ = saves.read_header(saves.save(match, folder / name, **given))
    return header


def played(game: str, seed: int, until: Any) -> Match:
    match, rng = Match.start(game, 2, seed, seats=SEATS), Rng(seed)
    while not until(match):
        match.submit(rng.choice(match.state.legal_actions()))
    return match


DATES = {"en": "28 Nov 2026, 04:03", "it": "28 nov 2026, 04:03", "pt-BR": "28 de nov. de 2026, 04:03"}


def test_the_date_reads_as_people_write_it(language: str, utc: None) -> None:
    assert when("2026-11-28T04:03:09+00:00") == DATES[language]
    assert when("yesterday") == "yesterday"  # a hand-edited time is shown as it is


def test_a_dungeon_run_save_says_its_round_as_the_table_does(language: str, tmp_path: Path) -> None:
    match = played("dungeon-run", 1, lambda m: m.state.round_number() == 1 and m.state.turn_number() >= 2)
    line = save_line(header_of(match, tmp_path))
    assert t("saves.round", n=1) in line and t("saves.turn", n=match.state.turn_number()) not in line


def test_the_example_save_is_named_in_words(language: str) -> None:
    example = EXAMPLES / "monster-day-midgame.json"
    header, _ = saves.read_header(example)
    name = save_name(example, header, example=True)
    assert name == f"{t('monster-day.title')} — {t('saves.example.monster-day-midgame')}"
    assert "midgame" not in name


@pytest.mark.parametrize("game, unit", [("monster-day", "monster-day.score"), ("boss-monster", "boss-monster.score"),
                                        ("gauntlet-of-fools", "gauntlet-of-fools.score")])
def test_the_line_gives_each_seats_score_and_the_last_move_as_the_log_told_it(
        language: str, tmp_path: Path, game: str, unit: str) -> None:
    match = played(game, 2, lambda m: len(m.actions) >= 12 and any(m.state.standing() or []))
    line = save_line(header_of(match, tmp_path))
    for seat, score in zip(SEATS, match.state.standing() or []):
        assert t("saves.seat_score", name=seat.name + (" (" + t("seat.kind.ai") + ")" if seat.kind == "ai" else ""),
                 score=t(unit, n=score)) in line
    told = [match.game.describe(e.for_seat(None), [s.name for s in SEATS]) for e in match.told]
    move = next(line.text() for line in told if line is not None and not line.heading)
    # The move comes before the dates, which a line cut short for its row gives up first.
    assert f"{where(header_of(match, tmp_path))} · {move} · " in line


def test_two_saves_of_the_same_setup_read_apart(language: str, tmp_path: Path) -> None:
    match, rng = Match.start("monster-day", 2, 5, seats=SEATS), Rng(5)
    match.submit(rng.choice(match.state.legal_actions()))
    early = header_of(match, tmp_path, "early.json", title="before lunch")
    for _ in range(4):
        match.submit(rng.choice(match.state.legal_actions()))
    late = header_of(match, tmp_path, "late.json", title="after lunch")
    assert save_line(early) != save_line(late)
    assert save_name(tmp_path / "early.json", early, example=False).endswith("— before lunch")


@pytest.mark.parametrize("fixture", sorted(p.name for p in FIXTURES.glob("save-v*.json")))
def test_a_save_from_before_the_new_fields_still_lists(language: str, fixture: str) -> None:
    header, _ = saves.read_header(FIXTURES / fixture)
    assert not {"score", "last", "round", "title"} & set(header)
    line = save_line(header)
    names = [seat["name"] for seat in header["seats"]]
    assert all(name in line for name in names) and t("saves.turn", n=header.get("turn", "?")) in line
    assert save_name(FIXTURES / fixture, header, example=False).endswith(Path(fixture).stem)


def test_a_hand_edited_last_move_is_left_out_not_a_crash(tmp_path: Path) -> None:
    path = saves.save(played("boss-monster", 3, lambda m: len(m.actions) >= 10), tmp_path / "edited.json")
    doc = json.loads(path.read_text())
    doc["last"] = {"kind": "game_over", "winners": "ab", "scores": 5}  # its sentence cannot be made of these
    header = {k: v for k, v in doc.items() if k not in ("actions", "snapshot")}
    with pytest.raises(TypeError):
        get("boss-monster").describe(doc["last"], ["Anna", "Morgana"])
    line = save_line(header)
    assert line.startswith("Anna") and line.endswith(when(header["updated"]))
