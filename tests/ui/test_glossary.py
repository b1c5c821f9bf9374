"""The glossary: every keyword of every game has an entry in each language, written as the game's own
texts write it; the entry shows on hover wherever the keyword appears (the status line, the
decision bar, the log, an enlarged card, the new-game screen's options); the rules screen lists it;
and the "?" beside the prompt opens the rules at the decision's section."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.engine.match import Match, Seat
from game.games.gauntlet_of_fools.cards import book as gauntlet_book
from game.games.gauntlet_of_fools.translations import name as gauntlet_name
from game.i18n import CATALOGUE, t
from game.i18n.glossary import Term, found, keys, marked, terms
from game.ui.app import App
from game.ui.glossary.cards import card_words
from game.ui.glossary.names import card_names
from game.ui.scene import open_scene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.widgets.tooltip import ABOVE_FIRST, BESIDE_FIRST, Tooltip, place

from .glossary_texts import cards, texts
from .helpers import click, frame, move, repaint, until

GAMES = ("boss-monster", "dungeon-run", "gauntlet-of-fools", "monster-day")
LANGUAGES = ("en", "it", "pt-BR")
EVERY = [pytest.param(g, lang, id=f"{g}-{lang}") for g in GAMES for lang in LANGUAGES]

# Kinds of keyword the issue names, as the catalogues word them: each text must be found to hold
# the keyword of its entry, in every language. (catalogue key, its parameters, the entry it names)
CLASSES: dict[str, list[tuple[str, dict[str, Any], str]]] = {
    "dungeon-run": [(f"dungeon-run.{part}.{stat}", {}, stat) for part in ("stat", "stat_letter")
                    for stat in ("might", "magic", "dexterity")]
    + [("dungeon-run.verb.sabotage", {}, "sabotage"), ("dungeon-run.verb.assist", {}, "assist"),
       ("dungeon-run.verb.advance", {}, "advance"), ("dungeon-run.piece.magic-stone", {}, "magic-stone"),
       ("dungeon-run.ui.knocked_out", {}, "knocked-out"), ("dungeon-run.ui.armor", {"n": 1}, "armor"),
       ("dungeon-run.face.disarm", {"n": 2, "stat": "x"}, "disarm")],
    "boss-monster": [(f"boss-monster.{part}.{cls}", {}, cls) for part in ("class", "class_letter")
                     for cls in ("cleric", "fighter", "mage", "thief")]
    + [("boss-monster.face.level_up", {}, "level-up"), ("boss-monster.level_up_banner", {}, "level-up"),
       ("boss-monster.face.spell", {}, "spell"), ("boss-monster.face.epic_hero", {}, "epic-hero"),
       ("boss-monster.face.advanced_full", {}, "advanced"), ("boss-monster.phase.lure", {}, "bait"),
       ("boss-monster.phase.build", {}, "build"), ("boss-monster.phase.adventure", {}, "adventure")],
    "gauntlet-of-fools": [(f"gauntlet-of-fools.face.{n}", {}, n) for n in ("attack", "defense", "damage", "gold")]
    + [("gauntlet-of-fools.action.gain.class-token", {"card": "x"}, "class-token"),
       ("gauntlet-of-fools.action.collect.weapon-token", {}, "weapon-token"),
       ("gauntlet-of-fools.effect.poison", {"n": 1}, "poison"), ("gauntlet-of-fools.effect.curse", {"n": 1}, "curse"),
       ("gauntlet-of-fools.verb.boast", {}, "boast")],
    "monster-day": [(f"monster-day.suit.{s}", {}, s) for s in ("moons", "suns", "waves", "leaves", "wyrms", "knots")]
    + [(f"monster-day.type.{k}", {}, k) for k in ("personality", "location", "event")]
    + [(f"monster-day.option.extended-deck.{v}", {}, k) for v, k in (("excuse", "excuse"), ("pawns", "pawn"),
                                                                      ("courts", "court"))]
    + [(f"monster-day.monster.{m}", {}, m) for m in ("catoblepas", "dire-bear", "glatisant", "pegasus")],
}


# The Demon's text names both kinds of token in one phrase in Italian and Portuguese ("segnalini classe
# o arma"): the weapon token is there, without a form of its own to find.
EXCUSED = {"demon": {"gauntlet-of-fools.weapon-token"}}


def keys_in(game_id: str, text: str) -> list[str]:
    return [entry.key for entry in found(game_id, text)]


# --- the entries -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "code"), EVERY)
def test_every_entry_is_whole_and_its_forms_are_written_in_the_games_texts(game_id: str, code: str) -> None:
    i18n.set_language(code)
    try:
        entries = terms(game_id)
        assert len(entries) >= 15 and [e.key for e in entries] == keys(game_id)
        corpus = "\n".join(texts(game_id))
        for entry in entries:
            assert entry.name and entry.text and entry.forms, entry.key
            for form in entry.forms:
                assert form in corpus or form[:1].upper() + form[1:] in corpus, (entry.key, form)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("game_id", "code"), EVERY)
def test_each_kind_of_keyword_is_found_in_every_language(game_id: str, code: str) -> None:
    i18n.set_language(code)
    try:
        for key, params, entry in CLASSES[game_id]:
            assert f"{game_id}.{entry}" in keys_in(game_id, t(key, **params)), (key, t(key, **params))
        if game_id == "gauntlet-of-fools":  # the boasts by the names their cards have in this language
            for boast in gauntlet_book().boasts:
                assert f"{game_id}.{boast}" in keys_in(game_id, gauntlet_name(boast)), boast
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("code", ("it", "pt-BR"))
def test_a_card_explains_in_each_language_the_keywords_it_explains_in_english(game_id: str, code: str) -> None:
    """The scan: the keywords found on each card in English must be found on it in the translation,
    so a form missing from a language's entry shows here, card by card."""
    english = {card: set(keys_in(game_id, card_words(game_id, card))) - EXCUSED.get(card, set())
               for card in cards(game_id)}
    i18n.set_language(code)
    try:
        missing = {card: sorted(words - set(keys_in(game_id, card_words(game_id, card))))
                   for card, words in english.items()}
    finally:
        i18n.set_language("en")
    assert not {card: gone for card, gone in missing.items() if gone}


def test_the_matcher_finds_whole_words_only() -> None:
    assert keys_in("dungeon-run", "you might sabotage it") == ["dungeon-run.sabotage"]  # "might" is no stat
    assert keys_in("dungeon-run", "Sabotage: M 3") == ["dungeon-run.sabotage", "dungeon-run.might"]
    assert keys_in("dungeon-run", "Magically") == []
    i18n.set_language("it")
    try:
        assert keys_in("boss-monster", "L'eroe") == []  # an elision is no Thief's letter
        assert [text for text, ref in marked("monster-day", "all'Asso di Lune") if ref] == ["Asso", "Lune"]
    finally:
        i18n.set_language("en")


def test_the_tooltip_stays_beside_what_it_explains_and_inside_the_canvas() -> None:
    screen = pygame.Rect(0, 0, 1600, 900)
    for point in ((5, 5), (1595, 895), (800, 450), (1595, 5), (5, 895)):
        avoid = pygame.Rect(point, (1, 1)).inflate(32, 32)
        for order in (ABOVE_FIRST, BESIDE_FIRST):
            rect = place((340, 200), avoid, screen, order)
            assert screen.contains(rect) and not rect.colliderect(avoid), (point, order)


# --- on hover ----------------------------------------------------------------------------------------
@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Every set of entries the tooltip widget is asked to draw, by key."""
    calls: list[list[str]] = []
    real = Tooltip.draw

    def draw(self: Tooltip, target: pygame.Surface, fonts: Any, entries: list[Term], *args: Any) -> Any:
        calls.append([entry.key for entry in entries])
        return real(self, target, fonts, entries, *args)

    monkeypatch.setattr(Tooltip, "draw", draw)
    return calls


def table(app: App, game_id: str) -> TableScene:
    """The game at its first decision for the person at the screen, playing against the random AI."""
    spec = table_for(game_id)
    assert spec is not None
    match = Match.start(game_id, 2, 3, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    scene = TableScene(app, Session(match, None, app.ai_iterations), spec)
    app.replace(scene)
    until(app, lambda: scene.table.legal is not None and app.stack.top is scene)
    repaint(app)
    return scene


def spot_of(scene: TableScene, key: str) -> tuple[int, int]:
    rect = next(rect for rect, term in scene.terms.spots.spots if term == key)
    return rect.center


def test_a_keyword_of_the_prompt_is_explained_under_the_pointer(app: App, asked: list[list[str]]) -> None:
    scene = table(app, "monster-day")
    assert "Ace" in scene.status.text
    move(app, spot_of(scene, "monster-day.ace"))
    assert asked[-1] == ["monster-day.ace"]
    shown = len(asked)
    move(app, (640, 40))  # over nothing: no explanation is drawn
    assert len(asked) == shown


def test_a_keyword_the_table_writes_beside_its_piles_is_explained(app: App, asked: list[list[str]]) -> None:
    """Boss Monster's "20 out of the game" beside the discard pile says what it counts."""
    scene = table(app, "boss-monster")
    assert scene.view()["removed"]  # heroes left out of the decks for two players
    move(app, spot_of(scene, "boss-monster.out-of-the-game"))
    assert asked[-1] == ["boss-monster.out-of-the-game"]


def test_a_keyword_of_a_decision_bar_label_is_explained(app: App, asked: list[list[str]]) -> None:
    scene = table(app, "dungeon-run")
    scene.bar.show([{"action": "pass", "verb": "sabotage", "key": "dungeon-run.action.sabotage", "args": {"dice": 2}}])
    repaint(app)
    move(app, spot_of(scene, "dungeon-run.sabotage"))
    assert asked[-1] == ["dungeon-run.sabotage"]


def test_a_keyword_in_the_log_is_explained(app: App, asked: list[list[str]]) -> None:
    scene = table(app, "monster-day")
    log = scene.log
    body = log._body()
    top, piece = next((top, piece) for top, pieces in log._visible() for piece in pieces
                      if piece.ref is not None and piece.ref.term == "monster-day.ace")
    move(app, (body.x + piece.x + 2, body.y + top + piece.y + 6))
    assert asked[-1] == ["monster-day.ace"]


def test_an_enlarged_card_has_its_keywords_explained_beside_it(app: App, asked: list[list[str]]) -> None:
    scene = table(app, "monster-day")
    hand = scene.table.my_hand
    card = hand.cards[0]
    pos = hand.rect(0).center
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
          pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    repaint(app)
    expected = keys_in("monster-day", card_words("monster-day", card))
    assert expected and asked[-1] == expected


@pytest.mark.parametrize("game_id", ("dungeon-run", "monster-day"))
def test_a_keyword_of_an_option_on_the_new_game_screen_is_explained(app: App, asked: list[list[str]],
                                                                     game_id: str) -> None:
    scene = open_scene(app, "new_game", game_id)
    repaint(app)
    rect, key = scene.terms.spots[0]
    move(app, rect.center)
    assert asked[-1] == [key]


# --- the rules screen and the "?" ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_screen_lists_the_glossary(app: App, game_id: str) -> None:
    scene = open_scene(app, "rules", game_id, "glossary")
    repaint(app)
    assert isinstance(scene, RulesScene) and "glossary" in scene.anchors and scene.scroll > 0
    assert {"goal", "turn"} <= set(scene.anchors)


# A few decisions of each game and the section of the rules each belongs to.
HELP = [("dungeon-run", "fight", "turn"), ("dungeon-run", "draft", "setup"), ("dungeon-run", "vote", "options"),
        ("dungeon-run", "wander", "round"), ("boss-monster", "build", "turn"), ("boss-monster", "mulligan", "setup"),
        ("boss-monster", "plot", "options"), ("gauntlet-of-fools", "draft", "boasting"),
        ("gauntlet-of-fools", "kill", "turn"), ("monster-day", "play", "turn")]


@pytest.mark.parametrize(("game_id", "kind", "expected"), HELP)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_question_mark_opens_the_rules_at_the_decisions_section(app: App, game_id: str, kind: str,
                                                                    expected: str, code: str) -> None:
    i18n.set_language(code)
    try:
        scene = table(app, game_id)
        view = scene.view()
        scene._view = {**view, "prompt": {**view["prompt"], "kind": kind}}  # the decision asked about
        click(app, scene.form.named("help").rect.center)
        rules = app.stack.top
        assert isinstance(rules, RulesScene) and rules.game_id == game_id
        limit = rules.page().get_height() - (600 - 48)
        assert len(set(rules.anchors.values())) == len(rules.anchors)  # the sections stand apart
        assert rules.scroll == min(rules.anchors[expected], limit) and rules.scroll > 0 or expected == "goal"
    finally:
        i18n.set_language("en")


def test_every_anchor_a_decision_names_is_in_every_language() -> None:
    from game.ui.glossary.sections import SECTIONS
    for code in LANGUAGES:
        for game_id, (usual, kinds) in SECTIONS.items():
            text = CATALOGUE.tables[code][f"{game_id}.rules.text"]
            for anchor in {usual, *kinds.values()}:
                assert "{#" + anchor + "}" in text, (code, game_id, anchor)


def test_a_keyword_inside_a_cards_name_is_part_of_the_name() -> None:
    """"Player 1 draws Soul Harvest": the spell's name holds the word Soul, which is not the keyword there."""
    names = card_names("boss-monster")
    assert "Soul Harvest" in names
    pieces = marked("boss-monster", "Player 1 draws Soul Harvest, then gains a soul.", names)
    assert [piece for piece, ref in pieces if ref is not None] == ["soul"]
    assert any(ref is not None for _, ref in marked("boss-monster", "Soul Harvest"))  # without the names it would be marked
