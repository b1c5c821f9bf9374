"""Words, never program text: seeded games of one to four heroes are played, and everything a player
reads is rendered in English, Italian and Portuguese: each prompt, each option's label (also the
confirm strip's words), each line of the log, the result. None may show a card id, a grid square, a
Python value, a field left unfilled, a count with the wrong form ("1 wounds"), or in Italian and
Portuguese an English word the language's own texts never use."""
from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path
from typing import Any, Iterator

import pytest
import yaml

from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.narrate import card_name, describe, sentence
from game.games.dungeon_run.translations import FOLDER
from game.i18n import CATALOGUE, set_language, words

from .helpers import GAME

SEATS = ["Anna", "Bruno", "Carla", "Dario"]
SETUPS = ((1, {"round-limit": 12}), (2, {"round-limit": 12, "beg-for-your-life": True}),
          (3, {"round-limit": 10}), (4, {"round-limit": 10}))
WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
SQUARE = re.compile(r"-?\d+,-?\d+")
PROGRAM = re.compile(r"\{|\}|dungeon-run\.|\bNone\b|\bTrue\b|\bFalse\b|\[|\]|_")
ONE = {"en": r"\b1 (wounds|dice|tiles|cards|treasures|encounters|successes|markers|points|players)\b",
       "it": r"\b1 (ferite|dadi|tessere|carte|tesori|incontri|successi|segnalini|punti|giocatori)\b",
       "pt-BR": r"\b1 (ferimentos|dados|ladrilhos|cartas|tesouros|encontros|sucessos|marcadores|pontos|jogadores)\b"}


@cache
def played() -> list[tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]]:
    """For each seeded game: the prompts met (each as the deciding seat saw it, with its options),
    the events as each seat saw them, and the final view."""
    games = []
    for players, options in SETUPS:
        for seed in range(3):
            state = GAME.new_game(players, seed, options)
            rng = random.Random(seed)
            prompts: list[dict[str, Any]] = []
            events = [e.for_seat(0) for e in state.opening_log()]
            while not state.is_terminal():
                seat = state.current_player()
                prompts.append(state.view(seat)["prompt"])
                action = GAME.playout_action(state, rng) if rng.random() < 0.7 else rng.choice(state.legal_actions())
                for event in state.apply(action):
                    events.extend(event.for_seat(s) for s in range(players))
            games.append((prompts, events, state.view(0)))
    return games


def texts() -> Iterator[str]:
    """Everything the games above put in front of a player, in the current language."""
    for prompts, events, final in played():
        names = SEATS[:len(final["heroes"])]
        for prompt in prompts:
            args = prompt.get("args") or {}
            yield words(prompt["key"], {k: v for k, v in args.items()}, card_name, names.__getitem__)
            for option in prompt["options"]:
                yield words(option["key"], option["args"], card_name, names.__getitem__)
        for event in events:
            line = describe(event, names)
            if line is not None:
                yield line.text()
        yield "".join(text for text, _ in sentence(f"dungeon-run.log.game_over.{final['result']['reason']}",
                                                    winner="Anna", score=final["result"]["details"].get("score", 0)))


@cache
def vocabulary(language: str) -> frozenset[str]:
    """Every word the language's own texts use: its catalogues and its card translations (English:
    the card files)."""
    found: set[str] = set()
    for text in CATALOGUE.tables[language].values():
        found |= {w.lower() for w in WORD.findall(text)}
    if language == "en":
        data = card_data()
        for group in (data.heroes, data.abilities, data.monsters, data.traps, data.strangers, data.items, data.tiles):
            for card in group.values():
                found |= {w.lower() for w in WORD.findall(f"{card.name} {getattr(card, 'text', '')}")}
    else:
        path: Path = FOLDER / f"{language}.yaml"
        found |= {w.lower() for w in WORD.findall(path.read_text(encoding="utf-8"))} if path.is_file() else set()
    return frozenset(found | {s.lower() for s in SEATS})


def ids() -> frozenset[str]:
    data = card_data()
    found = set()
    for group in (data.heroes, data.abilities, data.monsters, data.traps, data.strangers, data.items, data.tiles):
        found |= set(group)
    return frozenset(found)


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_every_word_a_player_reads_is_a_word(language: str) -> None:
    set_language(language)
    try:
        shown = set(texts())
    finally:
        set_language("en")
    assert len(shown) > 300
    own, english = vocabulary(language), vocabulary("en")
    problems = []
    for text in sorted(shown):
        tokens = WORD.findall(text)
        if PROGRAM.search(text) or SQUARE.search(text) or re.search(ONE[language], text):
            problems.append(text)
        elif any(token in ids() and token.lower() not in own for token in tokens):
            problems.append(text)
        elif language != "en" and any(len(token) > 3 and token.lower() in english and token.lower() not in own
                                       for token in tokens):
            problems.append(text)
    assert not problems, problems[:400]


def test_the_check_catches_program_text() -> None:
    """The test above can fail: each fault it looks for is caught in a made-up sentence."""
    english = vocabulary("en")
    assert SQUARE.search("moves from -1,0 to -2,0") and PROGRAM.search("Block [5, 6]")
    assert re.search(ONE["en"], "takes 1 wounds") and re.search(ONE["it"], "subisce 1 ferite")
    assert "north" in english and "north" not in vocabulary("it")
    assert "tunnel-goblin" in ids()


def test_translations_load_as_plain_data() -> None:
    for path in sorted(FOLDER.glob("*.yaml")):
        assert isinstance(yaml.safe_load(path.read_text(encoding="utf-8")), dict), path.name
