"""The program-text check can fail: each fault the issue names is caught in a sentence that shows
it, and the same sentence in words passes."""
from __future__ import annotations

import pytest

from .program_text import Reader, card_ids, faults, raw_arguments

EN = Reader("en", frozenset({"Anna", "Bea", "Dark Altar", "Dracolich Lair", "Morgana", "the Painter"}))
IT = Reader("it", frozenset({"Anna", "Bea", "Dark Altar"}))
PT = Reader("pt-BR", frozenset({"Anna", "Bea"}))


@pytest.mark.parametrize(("text", "reader", "fault"), [
    ("Bea: choose an opponent show-backs.", EN, "the id 'show-backs'"),
    ("Build Dracolich Lair 2", EN, "the bare number '2'"),
    ("Target Anna 3", EN, "the bare number '3'"),
    ("Anna moves from -1,0 to -2,0", EN, "the grid coordinate '-1,0'"),
    ("Anna wins with 24.0 gold", EN, "the decimal number '24.0'"),
    ("Ready to play · 1 players", EN, "a wrong plural (1 players)"),
    ("Anna takes 1 wounds", EN, "a wrong plural (1 wounds)"),
    ("Anna draws 2 room(s).", EN, "a plural left open ('m(s)')"),
    ("Anna pesca 2 Stanza/e.", IT, "a plural left open ('a/e')"),
    ("Anna pesca una carta (ne restano 1).", IT, "a wrong plural (restano 1)"),
    ("Pesca spell", IT, "the English word 'spell'"),
    ("Fuggi a north", IT, "the English word 'north'"),
    ("Mover para o east", PT, "the English word 'east'"),
    ("Play the-author (knots)", EN, "the id 'the-author'"),
    ("Anna uses one-use-die.", EN, "the id 'one-use-die'"),
    ("boss-monster.prompt.build", EN, "the catalogue key 'boss-monster.prompt.build'"),
    ("Ask for {card}", EN, "an unfilled blank"),
])
def test_each_kind_of_program_text_is_caught(text: str, reader: Reader, fault: str) -> None:
    assert fault in faults(text, reader, card_ids())


@pytest.mark.parametrize(("text", "reader"), [
    ("Build Dark Altar at a new place", EN),
    ("Build Dark Altar on Dracolich Lair (Bea, room 2)", EN),
    ("Anna takes 1 wound (poison); 3 now.", EN),
    ("Anna takes 2 wounds (5 in all).", EN),
    ("Anna rolls 6 4 3 1.", EN),
    ("Kill 33% · Hit 100%", EN),
    ("Anna pesca una carta (ne resta 1).", IT),
    ("Costruisci Dark Altar in un posto nuovo", IT),
    ("Anna compra uma carta (restam 2).", PT),
])
def test_a_sentence_in_words_passes(text: str, reader: Reader) -> None:
    assert faults(text, reader, card_ids()) == []


def test_an_argument_printed_as_the_program_keeps_it_is_caught() -> None:
    assert raw_arguments("Build Dark Altar new", EN, ["new"])
    assert raw_arguments("Use a room Dark Altar 1", EN, ["1"])
    assert not raw_arguments("Build Dark Altar at a new place", EN, ["new"])
