"""Every sentence the tables show is words, in every game and every language: seeded games are played
and, at every decision, the status line's prompt, each option's label, each button of the decision
bar, the confirm strip's words for every legal move, the quick ask of a window and the hint are
rendered by the real table scene, with every log line of every event for every seat and the result;
``program_text.faults`` must find nothing in any of them."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from game import i18n
from game.engine import registry
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.engine.state import View
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from .program_text import Reader, card_ids, faults, raw_arguments

LANGUAGES = ("en", "it", "pt-BR")
NAMES = ["Anna", "Bea", "Carlo", "Dora", "Ezio", "Fede"]
# Each game at its smallest and largest tables and with its variants that change what is said.
PLAYS: dict[str, list[tuple[int, int, dict[str, Any]]]] = {
    "boss-monster": [(2, 1, {}), (3, 2, {"plotting": True}), (4, 3, {"i-choose-you": True})],
    "gauntlet-of-fools": [(2, 1, {}), (4, 2, {})],
    "monster-day": [(2, 1, {}), (2, 2, {"extended-deck": True})],
    "dungeon-run": [(1, 1, {}), (3, 2, {})],
}
# Dungeon Run's words are being put right on their own branch; its cases are expected to fail until
# it is merged, and strict: the day they pass, this list must be emptied.
WORDS_PUT_RIGHT_ELSEWHERE = ("dungeon-run",)


@dataclass(frozen=True)
class Ply:
    seat: int
    view: View
    legal: list[Action]
    events: list[Event]  # what the move chosen here brought


@dataclass(frozen=True)
class Played:
    game_id: str
    players: int
    seed: int
    options: dict[str, Any]
    opening: list[Event]
    plies: list[Ply]
    last: View


@cache
def played(game_id: str) -> list[Played]:
    game = registry.get(game_id)
    out = []
    for players, seed, options in PLAYS[game_id]:
        state = game.new_game(players, seed, options)
        rng = Rng(seed)
        plies = []
        while not state.is_terminal() and len(plies) < 2500:
            seat = state.current_player()
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            action = game.playout_action(state, rng) if rng.below(2) else rng.choice(legal)
            plies.append(Ply(seat, view, legal, state.apply(action)))
        out.append(Played(game_id, players, seed, options, list(state.opening_log()), plies, state.view(0)))
    return out


def _scene(app: App, play: Played) -> TableScene:
    spec = table_for(play.game_id)
    assert spec is not None
    match = Match.start(play.game_id, play.players, play.seed, play.options,
                        [Seat(name) for name in NAMES[:play.players]])
    return TableScene(app, Session(match, None, app.ai_iterations), spec)


def rendered(app: App, play: Played) -> list[tuple[str, str, Action | None]]:
    """(where, text, the move) for everything the table says during one played game; the move is given
    where the table words it in a sentence of its own, whose arguments must not show as they are kept."""
    scene = _scene(app, play)
    table = scene.table
    out: list[tuple[str, str, Action | None]] = []

    def log(events: list[Event]) -> None:
        for event in events:
            for seat in range(play.players):
                entry = table.describe(event.for_seat(seat))
                if entry is not None:
                    out.append(("log", entry.text(), None))

    log(play.opening)
    for ply in play.plies:
        scene.screen.hand_to(ply.seat)
        scene._view = ply.view
        worded = {o["action"]: scene._words(o["key"], o["args"], o["action"]) for o in ply.view["prompt"]["options"]}
        table.show(ply.view, ply.seat)
        table.open_input(ply.legal)
        out.append(("prompt", table.prompt(), None))
        window = table.window(ply.view)
        if window is not None:
            out.append(("quick ask", window[0], None))
        options = [o for o in ply.view["prompt"].get("options") or []]
        for option in options:
            out.append(("option", worded[option["action"]], None))
        scene.bar.show(options)
        # A group's button counts its options in brackets: the bar's own device, not a stray number.
        out += [("bar", re.sub(r" \(\d+\)$", "", choice.label) if choice.group else choice.label, None)
                for _, choice in scene.bar.buttons]
        for action in ply.legal:
            # A table's own sentence for a move (not the option's words) must not print its arguments.
            words = scene._action_words(action)
            out.append(("confirm", words, action if words != worded.get(str(action)) else None))
        out.append(("hint", i18n.t("hint.shown", move=scene._action_words(ply.legal[0])), None))
        table.open_input(None)
        log(ply.events)
    out += [("result", "".join(text for text, _ in line), None) for line in table.result_lines(play.last)]
    return out


def _names(game_id: str) -> frozenset[str]:
    """The names a sentence may hold that are no words of any language: seats and cards (by the
    game's own naming, in the current language; an id is no name)."""
    game = registry.get(game_id)
    names = set(NAMES)
    for cards in game.load_card_set().by_kind.values():
        ids = [c["id"] for c in cards if isinstance(c.get("id"), str)]
        names |= {game.card_name(i) for i in ids if game.card_name(i) != i}
    return frozenset(names)


def _report(app: App, game_id: str, language: str) -> list[str]:
    i18n.set_language(language)
    try:
        problems: list[str] = []
        ids = card_ids()
        for play in played(game_id):
            reader = Reader(language, _names(game_id))
            for where, text, action in rendered(app, play):
                found = faults(text, reader, ids)
                if action is not None:
                    found += raw_arguments(text, reader, [str(a) for a in action.args if str(a) not in ids])
                problems += [f"{where}: {text!r}: {fault}" for fault in found]
        return sorted(set(problems))
    finally:
        i18n.set_language("en")


def _cases() -> list[Any]:
    out = []
    for game_id in PLAYS:
        for language in LANGUAGES:
            marks = [pytest.mark.xfail(strict=True, reason="its words are put right on another branch")] if (
                game_id in WORDS_PUT_RIGHT_ELSEWHERE) else []
            out.append(pytest.param(game_id, language, marks=marks, id=f"{game_id}-{language}"))
    return out


@pytest.mark.parametrize(("game_id", "language"), _cases())
def test_every_sentence_at_the_table_is_words(app: App, game_id: str, language: str) -> None:
    problems = _report(app, game_id, language)
    assert not problems, f"{len(problems)} sentences show program text:\n" + "\n".join(problems[:60])
