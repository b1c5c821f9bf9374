"""A save cut short at any byte is called cut short, whatever it was cut in: a word of JSON
(``fals``), a number, a string, or just after an inner closing brace."""
from __future__ import annotations

from pathlib import Path

from game.engine.match import Match, Seat
from game.engine.save_document import SaveError, parse_json
from game.engine.saves import save


def test_a_save_cut_at_any_byte_is_called_cut_short(tmp_path: Path) -> None:
    match = Match.start("monster-day", 2, 31, seats=[Seat("Anna"), Seat("Bot", "ai", "easy")])
    for _ in range(4):
        match.submit(match.state.legal_actions()[0])
    whole = save(match, tmp_path / "game.json").read_bytes()
    told = set()
    for end in range(1, len(whole.rstrip()) - 1):
        try:
            parse_json("game.json", whole[:end])
        except SaveError as error:
            told.add(str(error))
        else:
            told.add("read")
    assert told == {"game.json: the file ends too early; it was cut short and cannot be loaded"}
